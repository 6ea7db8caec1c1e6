import { useMount, useStreamValue } from '@mobile/react-kit';
import { currencySymbolOf, formatBalance } from '@mobile/shared-contracts';

/** Formats amounts in the wallet's currency (#,##0.00 with its symbol). */
export function useMoney(): (amount: number) => string {
  const { bus } = useMount();
  const symbol = currencySymbolOf(useStreamValue(bus.wallet$));
  return (amount) => `${amount < 0 ? '-' : ''}${symbol}${formatBalance(Math.abs(amount))}`;
}
