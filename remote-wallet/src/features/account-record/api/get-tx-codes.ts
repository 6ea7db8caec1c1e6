import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const txCodesQuery = (api: ApiClient, sessionId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'txCodeList', {}, { member: sessionId }),
    staleTime: 5 * 60_000,
  });

/** Ledger codes the account record can be filtered by (GLS2_TxCodeList). */
export function useTxCodes() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(txCodesQuery(api, session?.id ?? null));
}
