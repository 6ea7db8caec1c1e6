import type { Generated } from 'kysely';
import type { Cents, Timestamp } from './columns';

// Limits, time-outs and self-exclusions, held deposits (birth_date is a column of members.ts).

/** 0021_protection: one row per member and limit kind; a raise or removal waits in pending_*. */
export interface ProtectionLimitTable {
  member_id: number;
  kind: string;
  /** Cents (deposit, loss) or minutes (session); null = no limit. */
  value: Cents | null;
  pending_value: Cents | null;
  /** When the pending value takes over; null = nothing pending. */
  pending_from: Timestamp | null;
  updated_at: Timestamp;
}

export interface ProtectionPrefTable {
  member_id: number;
  reality_check_minutes: number | null;
  updated_at: Timestamp;
}

/** A time-out or self-exclusion; ended_at is set only when ended early (operator). */
export interface ProtectionExclusionTable {
  id: Generated<number>;
  member_id: number;
  kind: 'timeOut' | 'selfExclusion';
  period: string;
  started_at: Timestamp;
  ends_at: Timestamp;
  /** Before this instant it cannot be ended early (self-exclusion: 6 months). */
  locked_until: Timestamp;
  ended_at: Timestamp | null;
  ended_by: string | null;
}

/** 0029_held_deposits: a confirmed deposit not credited because it would break a limit or an exclusion. */
export interface ProtectionHeldDepositTable {
  order_id: number;
  member_id: number;
  reason: 'DEPOSIT_LIMIT' | 'EXCLUDED';
  /** JSON of the refusal (`{ kind, limitCents, remainingCents }` or `{ kind, endsAt }`). */
  detail: string;
  held_at: Timestamp;
}

export interface ProtectionTables {
  protection_limits: ProtectionLimitTable;
  protection_prefs: ProtectionPrefTable;
  protection_exclusions: ProtectionExclusionTable;
  protection_held_deposits: ProtectionHeldDepositTable;
}
