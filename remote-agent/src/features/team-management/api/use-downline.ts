import { useMount, useStreamValue } from '@mobile/react-kit';
import { apiQuery } from '@mobile/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/** One downline with balance and rebate bounds. */
export function useDownline(memberId: number) {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery({
    ...apiQuery(api, 'downline', { memberId: String(memberId) }, { member: session?.id ?? null }),
    enabled: session !== null,
  });
}
