import { useMount, useStreamValue } from '@mobile/react-kit';
import { formatBalance } from '@mobile/shared-contracts';

/** Formats amounts in the wallet's currency (#,##0.00 with its symbol). */
export function useMoney(): (amount: number) => string {
  const { bus } = useMount();
  const symbol = useStreamValue(bus.wallet$)?.currencySymbol ?? '';
  return (amount) => `${amount < 0 ? '-' : ''}${symbol}${formatBalance(Math.abs(amount))}`;
}
