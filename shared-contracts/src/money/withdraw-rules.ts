import { type AmountLimits, type AmountProblem, amountProblem, centsOf } from './amount-rules';

/** Withdrawal password: six digits. */
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;
/** Bank account or card number: 10 to 19 digits (spaces allowed while typing). */
export const CARD_NUMBER_PATTERN = /^\d{10,19}$/;
/**
 * Payee name: the account holder's name as the bank has it. Here, not with the withdraw endpoints, so a page
 * that checks a name (the security centre) does not bundle every withdraw and deposit schema for it.
 */
export const PAYEE_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]{1,63}$/u;
export const MAX_BANK_CARDS = 5;

/**
 * Funds on the wallet: a request debits the amount at once (the hold), so the balance is what can still
 * be withdrawn and the held sum is what pending requests keep until approved, cancelled or rejected.
 */
export function withdrawFunds(balanceCents: number, heldCents: number) {
  return { totalCents: balanceCents + heldCents, heldCents, availableCents: balanceCents };
}

export type WithdrawProblem = AmountProblem | 'INSUFFICIENT_BALANCE';

export function withdrawAmountProblem(
  amount: number,
  limits: AmountLimits,
  availableCents: number,
): WithdrawProblem | null {
  const problem = amountProblem(amount, limits);
  if (problem) return problem;
  return (centsOf(amount) ?? 0) > availableCents ? 'INSUFFICIENT_BALANCE' : null;
}

export function normaliseCardNumber(text: string): string {
  return text.replace(/[\s-]/g, '');
}

export function isCardNumber(text: string): boolean {
  return CARD_NUMBER_PATTERN.test(normaliseCardNumber(text));
}

/** Only the last four digits are ever shown. */
export function maskCardNumber(number: string): string {
  return `**** ${number.slice(-4)}`;
}

/** Per-request withdrawal limits, in currency units. */
export const WITHDRAW_LIMITS = { min: 100, max: 50_000 } as const;
