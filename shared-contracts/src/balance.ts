import { DEFAULT_CURRENCY } from './constants';
import type { WalletSummary } from './session';

/** Window event that tells every balance on the page the hide/show choice (STORAGE_KEYS.balanceHidden) changed. */
export const BALANCE_HIDDEN_EVENT = 'mc-balance-hidden';

/** What a hidden balance shows instead of the amount. */
export const BALANCE_MASK = '****';

/** SPEC 9 balance format #,##0.00, independent of the browser's locale; bad input shows 0.00. */
export function formatBalance(amount: number): string {
  if (!Number.isFinite(amount)) return '0.00';
  // EPSILON keeps values such as 1.005 from rounding down through binary representation.
  const cents = Math.round((Math.abs(amount) + Number.EPSILON) * 100);
  const whole = Math.floor(cents / 100).toString();
  const fraction = (cents % 100).toString().padStart(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 && cents > 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** Balance as shown with the hide/show toggle: asterisks while hidden. */
export function displayBalance(amount: number, hidden: boolean): string {
  return hidden ? BALANCE_MASK : formatBalance(amount);
}

/** The wallet's total with its currency as the balance cards show it; an ellipsis until it has loaded. */
export function walletBalanceText(
  wallet: Pick<WalletSummary, 'currencySymbol' | 'sumBalance'> | null | undefined,
  hidden: boolean,
): string {
  return wallet ? `${wallet.currencySymbol} ${displayBalance(wallet.sumBalance, hidden)}` : '…';
}

/** The currency symbol amounts are shown with: the wallet's, else the default formatter's (SPEC 9: CNY). */
export function currencySymbolOf(wallet: Pick<WalletSummary, 'currencySymbol'> | null | undefined): string {
  return wallet?.currencySymbol || DEFAULT_CURRENCY.symbol;
}
