import type { Generated } from 'kysely';
import type { Cents, Timestamp } from './columns';

/** 0401: a merchant's jackpot pools on the demo vendor's games, set by `pnpm operator jackpot`. */
export interface JackpotPoolTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  /** What the pool starts from, and returns to after a win (the house pays it). */
  seed_cents: Cents;
  /** Changed only together with a `jackpot_pool_ledger` row whose amount_after_cents it equals. */
  amount_cents: Cents;
  /** Share of every stake added to the pool, in basis points (50 = 0.5%). */
  share_bp: number;
  /** A bet wins the pool with a chance of 1 in this (1 = every bet wins). */
  win_one_in: number;
  sort_order: number;
  created_at: Timestamp;
}

/** SEED: the pool opened; SHARE: a bet's share; WIN: paid to the member (to 0); RESET: back to the seed. */
export type JackpotLedgerKind = 'SEED' | 'SHARE' | 'WIN' | 'RESET';

export interface JackpotPoolLedgerTable {
  id: Generated<number>;
  pool_id: number;
  kind: JackpotLedgerKind;
  bet_id: number | null;
  member_id: number | null;
  delta_cents: Cents;
  amount_after_cents: Cents;
  created_at: Timestamp;
}

export interface JackpotTables {
  jackpot_pools: JackpotPoolTable;
  jackpot_pool_ledger: JackpotPoolLedgerTable;
}
