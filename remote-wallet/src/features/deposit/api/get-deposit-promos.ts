import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const depositPromosQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'depositPromos', {}, { member: memberId }),
    enabled: memberId !== null,
  });

export function useDepositPromos() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(depositPromosQuery(api, session?.id ?? null));
}
