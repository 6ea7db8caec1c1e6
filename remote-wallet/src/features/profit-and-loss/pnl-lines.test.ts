import type { Pnl } from '@mobile/shared-contracts';
import { toneOf, visiblePnlLines } from './pnl-lines';

const pnl = (other: number): Pnl => ({
  deposits: 1,
  withdrawals: -1,
  bets: -2,
  wins: 3,
  bonuses: 0,
  rebates: 0,
  other,
  net: 1,
});

describe('visiblePnlLines', () => {
  it('shows every column in order and hides other while it is zero', () => {
    expect(visiblePnlLines(pnl(0))).toEqual([
      'deposits',
      'withdrawals',
      'bets',
      'wins',
      'bonuses',
      'rebates',
    ]);
    expect(visiblePnlLines(pnl(2)).at(-1)).toBe('other');
  });
});

describe('toneOf', () => {
  it('greens money in, reds money out', () => {
    expect(toneOf(5)).toBe('in');
    expect(toneOf(-5)).toBe('out');
    expect(toneOf(0)).toBe('zero');
  });
});
