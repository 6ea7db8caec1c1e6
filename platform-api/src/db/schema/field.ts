import type { ColumnType, Generated } from 'kysely';
import type { DbNumber, Timestamp } from './columns';

// The field beacon's measurements (migration 0281, platform-api/src/field/).

/** One event of a beacon batch, as sent (scrubbed); pruned after a bounded retention. */
export interface FieldEventTable {
  id: Generated<number>;
  merchant_code: string;
  /** The shell's random id of one page load: not the session token, not the visitor id. */
  session_id: string;
  kind: string;
  /** A page record's key, `home` or `other`. */
  page: string;
  /** The remote the page or error belongs to, or `shell`. */
  owner: string;
  version: string;
  /** `stable` or `canary`. */
  arm: string;
  value: ColumnType<number | null, number | null, number | null>;
  detail: string | null;
  received_at: Timestamp;
}

/** Events counted per UTC minute (`YYYY-MM-DDTHH:MM`); a vital's count per histogram bucket, other kinds in bucket 0. */
export interface FieldMinuteTable {
  merchant_code: string;
  minute: string;
  owner: string;
  version: string;
  arm: string;
  kind: string;
  bucket: number;
  count: ColumnType<DbNumber, number, DbNumber>;
}

export interface FieldTables {
  field_events: FieldEventTable;
  field_minutes: FieldMinuteTable;
}
