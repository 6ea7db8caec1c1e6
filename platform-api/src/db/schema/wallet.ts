import type { Generated } from 'kysely';
import type { Cents, Timestamp } from './columns';

/** The ledger core: each member's balance, every balance change, and the idempotency keys of money requests. */
export interface WalletTable {
  member_id: number;
  currency_symbol: string;
  balance_cents: Cents;
}

export interface TransactionTable {
  id: Generated<number>;
  member_id: number;
  tx_code: string;
  amount_cents: Cents;
  balance_after_cents: Cents;
  remark: string;
  created_at: Timestamp;
  /** What caused the row (order, bet, claim id), null for rows older than 0009_ledger. */
  reference: string | null;
  /** 0241: the W3C trace id of the request (or the deposit order) that wrote the row; null when none. */
  trace_id: string | null;
}

/** 0009_ledger: the first answer of each money-moving request, by the member's idempotency key. */
export interface IdempotencyKeyTable {
  member_id: number;
  idempotency_key: string;
  endpoint: string;
  /** SHA-256 of the validated payload: the same key with another payload is refused. */
  request_hash: string;
  /** JSON of the answer's value; null only inside the transaction that is still running. */
  response: string | null;
  created_at: Timestamp;
}

export interface WalletTables {
  wallets: WalletTable;
  transactions: TransactionTable;
  idempotency_keys: IdempotencyKeyTable;
}
