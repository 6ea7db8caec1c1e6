import { formatBalance } from '@mobile/shared-contracts';

/** An amount with the currency, negative with a leading minus: -₱280.50. */
export function signedMoney(amount: number, symbol: string): string {
  return `${amount < 0 ? '-' : ''}${symbol}${formatBalance(Math.abs(amount))}`;
}
