import { useMount, useStreamValue } from '@mobile/react-kit';
import { type ApiClient, apiQuery } from '@mobile/shared-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const moneyWalletQuery = (api: ApiClient, memberId: number | null) =>
  queryOptions({
    ...apiQuery(api, 'wallet', {}, { member: memberId }),
    enabled: memberId !== null,
  });

/**
 * The member's wallet, for the currency the money pages write their amounts in: one of /m/voucherCenter's
 * and /m/withdraw's first calls, so their forms commit once with the member's currency (never the default
 * first), and a drawn page (0671, 0681) is kept until then.
 */
export function useMoneyWallet() {
  const { api, bus } = useMount();
  const session = useStreamValue(bus.session$);
  return useQuery(moneyWalletQuery(api, session?.id ?? null));
}
