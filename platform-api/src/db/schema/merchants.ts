import type { Flag, Timestamp } from './columns';

/** The merchants (sites) this platform serves, their remotes and their setting documents. */
export interface MerchantTable {
  code: string;
  name: string;
  maintenance: Flag;
  region_restriction: Flag;
  status_info: string | null;
  /** JSON array of origins. */
  frame_origins: string;
  created_at: Timestamp;
}

/** 0027_canary: a second version of the remote for a share of visitors (also on the history rows, see platform.ts). */
export interface CanaryColumns {
  canary_entry: string | null;
  canary_version: string | null;
  /** Basis points of visitors (0-10000) that get the canary; null = no canary. */
  canary_share: number | null;
}

/** 0048_remote_integrity: the SHA-384 of the entry's and the canary's remoteEntry.js (`sha384-…`); null: none. */
export interface IntegrityColumns {
  integrity: string | null;
  canary_integrity: string | null;
}

export interface MerchantRemoteTable extends CanaryColumns, IntegrityColumns, AutoCanaryColumns {
  merchant_code: string;
  name: string;
  enabled: Flag;
  entry: string;
  version: string;
  updated_at: Timestamp;
}

/**
 * 0301_auto_canaries: when the running canary started, and for one judged automatically (min samples not
 * null) its policy (platform/canary-judgement.ts). Not on the history rows: a rolled-back canary is manual.
 */
export interface AutoCanaryColumns {
  canary_started_at: Timestamp | null;
  canary_min_samples: number | null;
  canary_error_margin: number | null;
  canary_inp_margin_ms: number | null;
  canary_timeout_minutes: number | null;
}

export interface MerchantSettingTable {
  merchant_code: string;
  name: string;
  /** JSON document, validated against the endpoint's response schema when read. */
  value: string;
}

export interface MerchantTables {
  merchants: MerchantTable;
  merchant_remotes: MerchantRemoteTable;
  merchant_settings: MerchantSettingTable;
}
