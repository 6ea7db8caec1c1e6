import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * The agent's wallet for the balance: one of the page's first calls (under the `wallet` key scoped by the
 * member, the shell's own wallet call at start shares it, 0531), so the balance commits once with the
 * amount and a drawn page (0661) is kept until then.
 */
export function useAgentWallet() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'wallet', {}, { member: session?.id ?? null }),
    enabled: session !== null,
  });
}
