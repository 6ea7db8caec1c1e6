import { ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf } from '@mobile/shared-contracts';
import { BonusTurnover } from '../../money-common';
import { useWithdrawInfo } from '../../withdraw';

/** The reward centre's view of claimed bonus money: withdrawable now and the turnover left. */
export function RewardTurnover() {
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  const info = useWithdrawInfo();
  if (info.isPending) return <PageSpinner />;
  if (info.isError) return <ErrorState onRetry={() => info.refetch()} />;
  return <BonusTurnover info={info.data} symbol={symbol} />;
}
