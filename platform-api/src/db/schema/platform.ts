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
  /** 0301: who replaced it (`auto`: the canary judge; null: an operator command) and why. */
  actor: string | null;
  reason: string | null;
}

/** 0301: a lease one API instance at a time holds to run a background job, and that job's last run. */
export interface PlatformLeaseTable {
  name: string;
  holder: string;
  /** Epoch milliseconds; past it, any instance may take the lease. */
  expires_at: ColumnType<number | string, number, number>;
  last_run_at: Timestamp | null;
  last_run_by: string | null;
  last_run_summary: string | null;
}

export interface PlatformTables {
  credential_keys: CredentialKeyTable;
  merchant_remote_history: MerchantRemoteHistoryTable;
  platform_leases: PlatformLeaseTable;
  rate_limit_hits: RateLimitHitTable;
  shared_secrets: SharedSecretTable;
}
