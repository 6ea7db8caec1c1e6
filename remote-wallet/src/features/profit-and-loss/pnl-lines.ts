import type { Pnl } from '@mobile/shared-contracts';

export const PNL_LINES = ['deposits', 'withdrawals', 'bets', 'wins', 'bonuses', 'rebates', 'other'] as const;
export type PnlLine = (typeof PNL_LINES)[number];

/** Lines to show: every column, except 'other' while it is zero (codes nobody mapped yet). */
export function visiblePnlLines(pnl: Pnl): PnlLine[] {
  return PNL_LINES.filter((line) => line !== 'other' || pnl.other !== 0);
}

/** Colour of a figure: money in green, out red, zero plain. */
export function toneOf(amount: number): 'in' | 'out' | 'zero' {
  return amount > 0 ? 'in' : amount < 0 ? 'out' : 'zero';
}
