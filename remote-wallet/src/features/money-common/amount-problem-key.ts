import { type AmountLimits, amountProblem, parseAmountText } from '@mobile/shared-contracts';

/** The wallet-namespace message for a typed amount, or null when it may be sent. */
export function amountProblemKey(text: string, limits: AmountLimits): string | null {
  const amount = parseAmountText(text);
  if (amount === null) return 'money.problem.AMOUNT_INVALID';
  const problem = amountProblem(amount, limits);
  return problem ? `money.problem.${problem}` : null;
}
