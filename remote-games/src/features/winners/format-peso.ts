const peso = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** SPEC: win amounts are prefixed with a peso sign, #,##0.00. */
export function formatPeso(amount: number): string {
  return `₱${peso.format(amount)}`;
}
