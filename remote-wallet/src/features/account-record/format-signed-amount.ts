import { formatBalance } from '@mobile/shared-contracts';

export type AmountDirection = 'in' | 'out' | 'none';

/** Whether a ledger line adds to or takes from the wallet, after rounding to cents. */
export function directionOf(amount: number): AmountDirection {
  const cents = Math.round(amount * 100);
  if (cents > 0) return 'in';
  return cents < 0 ? 'out' : 'none';
}

/** '+₱1,234.50', '-₱20.00' or '₱0.00': the #,##0.00 balance format with an explicit sign. */
export function formatSignedAmount(amount: number, currencySymbol = ''): string {
  const direction = directionOf(amount);
  const sign = direction === 'in' ? '+' : direction === 'out' ? '-' : '';
  return `${sign}${currencySymbol}${formatBalance(direction === 'none' ? 0 : Math.abs(amount))}`;
}
