/** Columns of the profit-and-loss page; `other` holds ledger codes this table does not know. */
export const PNL_COLUMNS = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'bonuses',
  'rebates',
  'other',
] as const;
export type PnlColumn = (typeof PNL_COLUMNS)[number];

/** Known ledger codes. Transfers between the member's own wallets are not profit or loss: none. */
const BY_CODE: Readonly<Record<string, PnlColumn | null>> = {
  DEPOSIT: 'deposits',
  WITHDRAW: 'withdrawals',
  BET: 'bets',
  BET_REFUND: 'bets',
  PAYOUT: 'wins',
  WIN: 'wins',
  JACKPOT: 'wins',
  BONUS: 'bonuses',
  PROMOTION: 'bonuses',
  REWARD: 'bonuses',
  RED_ENVELOPE: 'bonuses',
  REBATE: 'rebates',
  TRANSFER_IN: null,
  TRANSFER_OUT: null,
};

/** Families by prefix, for codes another feature adds (DEPOSIT_GATEWAY, WITHDRAW_REFUND, BET_CANCEL…). */
const BY_PREFIX: readonly [prefix: string, column: PnlColumn][] = [
  ['DEPOSIT', 'deposits'],
  ['WITHDRAW', 'withdrawals'],
  ['BET', 'bets'],
  ['REBATE', 'rebates'],
  ['BONUS', 'bonuses'],
];

/**
 * The P&L column of a ledger code: the exact code first, then its family by prefix, else 'other'
 * (shown as its own line, so a code nobody told this table about is never lost or miscounted).
 * null: the row moves money between the member's own wallets and belongs in no column.
 */
export function pnlColumnOf(txCode: string): PnlColumn | null {
  if (Object.hasOwn(BY_CODE, txCode)) return BY_CODE[txCode] ?? null;
  return BY_PREFIX.find(([prefix]) => txCode.startsWith(prefix))?.[1] ?? 'other';
}

export type PnlSums = Record<PnlColumn, number> & { net: number };

/**
 * Sums ledger totals per code (signed cents) into the columns. Each column is the signed sum of its
 * rows (bets and withdrawals negative); net is the player's result: bets + wins + bonuses + rebates.
 */
export function pnlSums(totals: readonly { txCode: string; cents: number }[]): PnlSums {
  const sums: PnlSums = {
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    wins: 0,
    bonuses: 0,
    rebates: 0,
    other: 0,
    net: 0,
  };
  for (const { txCode, cents } of totals) {
    const column = pnlColumnOf(txCode);
    if (column) sums[column] += cents;
  }
  sums.net = sums.bets + sums.wins + sums.bonuses + sums.rebates;
  return sums;
}
