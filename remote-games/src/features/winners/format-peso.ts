const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * SPEC: win amounts are prefixed with a peso sign, #,##0.00. Formatted by hand, not with Intl.NumberFormat:
 * its first construction loads the locale's number data, 10-17 ms that landed in the home widget's start.
 */
export function formatPeso(amount: number): string {
  const [whole = '0', cents = '00'] = Math.abs(amount).toFixed(2).split('.');
  // As en-US formatting: any negative amount keeps its sign, even one that rounds to zero.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `₱${sign}${whole.replace(THOUSANDS, ',')}.${cents}`;
}
