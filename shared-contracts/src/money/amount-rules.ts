/** Limits of one deposit channel or of withdrawals, in currency units. */
export interface AmountLimits {
  min: number;
  max: number;
}

export type AmountProblem = 'AMOUNT_INVALID' | 'AMOUNT_BELOW_MIN' | 'AMOUNT_ABOVE_MAX';

/** Whole cents of an amount with at most two decimals, else null (so 0.1 + 0.2 never leaks in). */
export function centsOf(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  if (Math.abs(cents - amount * 100) > 1e-6 || !Number.isSafeInteger(cents)) return null;
  return cents;
}

/** Positive, at most two decimals, within the limits: the same rule in the browser and on the server. */
export function amountProblem(amount: number, limits: AmountLimits): AmountProblem | null {
  const cents = centsOf(amount);
  if (cents === null || cents <= 0) return 'AMOUNT_INVALID';
  if (cents < Math.round(limits.min * 100)) return 'AMOUNT_BELOW_MIN';
  if (cents > Math.round(limits.max * 100)) return 'AMOUNT_ABOVE_MAX';
  return null;
}

const AMOUNT_TEXT = /^\d{1,9}(\.\d{1,2})?$/;

/** What the player typed, as an amount; null for anything but digits with up to two decimals. */
export function parseAmountText(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT_TEXT.test(trimmed)) return null;
  return Number(trimmed);
}

/** Quick picks a channel can take: the standard steps that fall inside its limits. */
export function quickPicksWithin(steps: readonly number[], limits: AmountLimits): number[] {
  return steps.filter((step) => step >= limits.min && step <= limits.max);
}
