/**
 * Bonus turnover (issue 26, finding 14): a bonus can be withdrawn only once the member's stakes placed
 * after it reach its requirement (the bonus times its promotion's multiple). Pure rules, no database.
 */

/** A balance below this after a bet means the bonus was played away: its requirement ends with it. */
export const BUST_LINE_CENTS = 100;

export interface OpenBonus {
  id: number;
  /** Ledger id of the BONUS row: only later rows count towards it. */
  transactionId: number;
  bonusCents: number;
  requiredCents: number;
}

/**
 * A ledger row of play: a stake (BET, negative amount), a stake given back (BET_REFUND), or the payout the
 * bet settled with at once (PAYOUT, same reference), which decides the balance the bet left.
 */
export interface PlayRow {
  id: number;
  txCode: string;
  amountCents: number;
  balanceAfterCents: number;
  reference: string | null;
}

export interface BonusProgress {
  id: number;
  bonusCents: number;
  requiredCents: number;
  countedCents: number;
  /** met: the stakes reached the requirement; busted: the balance fell below the bust line after it. */
  state: 'open' | 'met' | 'busted';
}

/**
 * Stakes fill the oldest open bonus first (first in, first out); a stake counts only for bonuses credited
 * before it, and a refunded stake is taken back from the bonus being filled. A bet leaving the balance
 * below the bust line closes every bonus before it.
 */
export function progressOf(bonuses: OpenBonus[], rows: PlayRow[]): BonusProgress[] {
  const sorted = [...bonuses].sort((a, b) => a.transactionId - b.transactionId);
  const progress: BonusProgress[] = sorted.map((b) => ({
    id: b.id,
    bonusCents: b.bonusCents,
    requiredCents: b.requiredCents,
    countedCents: 0,
    state: b.requiredCents <= 0 ? 'met' : 'open',
  }));
  const filling = (rowId: number) =>
    progress.findIndex((p, i) => p.state === 'open' && (sorted[i]?.transactionId ?? Infinity) < rowId);
  const ordered = [...rows].sort((a, b) => a.id - b.id);
  const settledBalance = new Map<string, number>();
  for (const row of ordered)
    if (row.txCode === 'PAYOUT' && row.reference) settledBalance.set(row.reference, row.balanceAfterCents);
  for (const row of ordered) {
    if (row.txCode === 'BET') {
      let stake = -row.amountCents;
      for (let i = filling(row.id); stake > 0 && i >= 0; i = filling(row.id)) {
        const p = progress[i] as BonusProgress;
        const take = Math.min(stake, p.requiredCents - p.countedCents);
        p.countedCents += take;
        stake -= take;
        if (p.countedCents >= p.requiredCents) p.state = 'met';
      }
      const left = (row.reference ? settledBalance.get(row.reference) : undefined) ?? row.balanceAfterCents;
      if (left < BUST_LINE_CENTS)
        sorted.forEach((b, i) => {
          const p = progress[i] as BonusProgress;
          if (b.transactionId < row.id && p.state === 'open') p.state = 'busted';
        });
    } else if (row.txCode === 'BET_REFUND') {
      const i = filling(row.id);
      const p = progress[i];
      if (p) p.countedCents = Math.max(0, p.countedCents - row.amountCents);
    }
  }
  return progress;
}

export interface Withdrawable {
  balanceCents: number;
  /** Bonus money still bound by a requirement (never more than the balance). */
  lockedCents: number;
  withdrawableCents: number;
  /** Stakes still needed to free every open bonus. */
  turnoverLeftCents: number;
}

export function withdrawableOf(balanceCents: number, progress: BonusProgress[]): Withdrawable {
  const open = progress.filter((p) => p.state === 'open');
  const bound = open.reduce((sum, p) => sum + p.bonusCents, 0);
  const lockedCents = Math.max(0, Math.min(bound, balanceCents));
  return {
    balanceCents,
    lockedCents,
    withdrawableCents: Math.max(0, balanceCents - lockedCents),
    turnoverLeftCents: open.reduce((sum, p) => sum + (p.requiredCents - p.countedCents), 0),
  };
}
