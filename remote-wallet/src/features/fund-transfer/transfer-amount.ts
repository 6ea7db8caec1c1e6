export type AmountProblem = 'format' | 'min' | 'over';

/** A positive amount with at most two decimals, not over what the source wallet holds. */
export function transferAmountProblem(text: string, available: number): AmountProblem | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return 'format';
  const amount = Number(trimmed);
  if (amount <= 0) return 'min';
  if (Math.round(amount * 100) > Math.round(available * 100)) return 'over';
  return null;
}
