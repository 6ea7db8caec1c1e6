import type { ColumnType, Generated } from 'kysely';
import type { DbNumber, Flag, Timestamp } from './columns';

// The second step for money (migration 0351, platform-api/src/totp/).

/** A member's authenticator app: enrolled (enabled 0) until the first code confirms it (enabled 1). */
export interface MemberTotpTable {
  member_id: number;
  /** The base32 secret sealed with AES-256-GCM under the `totp` shared secret (totp-secret-box.ts). */
  secret: string;
  enabled: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: Timestamp;
  enabled_at: Timestamp | null;
  /** The RFC 6238 time step of the last code accepted: a code of that step or earlier is refused. */
  last_step: ColumnType<DbNumber | null, number | null | undefined, number | null>;
  /** Wrong codes in a row, counted before each check (totp-guard.ts). */
  failures: ColumnType<number, number | undefined, number>;
  locked_until: Timestamp | null;
}

/** One recovery code, SHA-256 of its normal form; used once. */
export interface MemberTotpRecoveryTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** Turned on, off, reset by the operator, recovery code used: who and when. */
export interface MemberTotpLogTable {
  id: Generated<number>;
  member_id: number;
  action: 'enabled' | 'disabled' | 'recovery' | 'reset';
  /** `member`, or the operator who reset it. */
  actor: string;
  note: string | null;
  created_at: Timestamp;
}

export interface TotpTables {
  member_totp: MemberTotpTable;
  member_totp_recovery: MemberTotpRecoveryTable;
  member_totp_log: MemberTotpLogTable;
}
