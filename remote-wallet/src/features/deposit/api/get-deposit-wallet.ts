import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const depositWalletQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'wallet', {}, { member: memberId }),
    enabled: memberId !== null,
  });

/**
 * The member's wallet, for the currency the page writes its amounts in: one of the page's first calls, so
 * the form commits once with the member's currency (never the default first), and a drawn page (0671) is
 * kept until then.
 */
export function useDepositWallet() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(depositWalletQuery(api, session?.id ?? null));
}
