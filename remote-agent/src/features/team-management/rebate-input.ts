import { isRebateAllowed } from '@mobile/shared-contracts';

export type RebateCheck =
  | { kind: 'ok'; rebate: number }
  | { kind: 'invalid'; messageKey: 'rebate.format' | 'rebate.tooHigh' | 'rebate.tooLow' };

/** What the agent typed as a rebate percent: a number with at most two decimals within the bounds. */
export function checkRebateInput(text: string, floor: number, ceiling: number): RebateCheck {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { kind: 'invalid', messageKey: 'rebate.format' };
  const rebate = Number(trimmed);
  if (rebate > ceiling) return { kind: 'invalid', messageKey: 'rebate.tooHigh' };
  if (rebate < floor) return { kind: 'invalid', messageKey: 'rebate.tooLow' };
  return isRebateAllowed(rebate, ceiling)
    ? { kind: 'ok', rebate }
    : { kind: 'invalid', messageKey: 'rebate.format' };
}
