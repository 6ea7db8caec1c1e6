import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';
import type { CanaryColumns, IntegrityColumns } from './merchants';

// Manifest history, shared keys, rate-limit counters.

/** 0027: HMAC keys every instance shares (launch and chat tickets, payment gateway) unless configured. */
export interface SharedSecretTable {
  name: string;
  /** base64url of 32 random bytes. */
  secret: string;
  created_at: Timestamp;
}

/** RSA keys of the encrypted credentials, shared by every API instance. */
export interface CredentialKeyTable {
  key_id: string;
  /** PKCS#8 PEM. */
  private_key: string;
  created_at: Timestamp;
  /** Null while current; once superseded, accepted until this time (the grace period). */
  retire_at: Timestamp | null;
}

/** Per-client request counters of the global rate limit, shared by every API instance. */
export interface RateLimitHitTable {
  bucket: string;
  hits: number;
  /** Epoch milliseconds when the window ends. */
  reset_at: ColumnType<number, number, number>;
}

/**
 * A remote entry as it was before a manifest change replaced it; rollback restores the newest (0027: with its
 * canary, 0181: with the integrity of each).
 */
export interface MerchantRemoteHistoryTable extends CanaryColumns, IntegrityColumns {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  enabled: Flag;
  entry: string;
  version: string;
  replaced_at: Timestamp;
  /** Set when a rollback put this entry back; the next rollback goes one further. */
  restored_at: Timestamp | null;
}

export interface PlatformTables {
  credential_keys: CredentialKeyTable;
  merchant_remote_history: MerchantRemoteHistoryTable;
  rate_limit_hits: RateLimitHitTable;
  shared_secrets: SharedSecretTable;
}
