const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * Whole and cents of a non-negative amount, rounded half away from zero on the number's shortest decimal
 * form, as Intl.NumberFormat rounds (1.005 → 1.01; `toFixed` rounds the binary value: 1.00).
 */
function wholeAndCents(abs: number): [string, string] {
  const text = String(abs);
  if (text.includes('e')) {
    // Exponent forms: below 1e-6 (0.00) or beyond any win (toFixed's digits are the number's).
    const [whole = '0', cents = '00'] = abs.toFixed(2).split('.');
    return [whole, cents];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = `${fraction}000`;
  const cents = Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  if (cents < 100) return [whole, String(cents).padStart(2, '0')];
  return [String(BigInt(whole) + BigInt(1)), '00'];
}

/**
 * SPEC: win amounts are prefixed with a peso sign (or the answer's own `symbol`), #,##0.00. Formatted by hand, not with Intl.NumberFormat:
 * its first construction loads the locale's number data, 10-17 ms that landed in the home widget's start.
 */
export function formatPeso(amount: number, symbol = '₱'): string {
  const [whole, cents] = wholeAndCents(Math.abs(amount));
  // As en-US formatting: any negative amount keeps its sign, even one that rounds to zero.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${symbol}${sign}${whole.replace(THOUSANDS, ',')}.${cents}`;
}
