import type { ColumnType, Generated, Kysely } from 'kysely';

/** Flags are integers 0/1 so the same SQL runs on SQLite and PostgreSQL. */
type Flag = number;
/** Money in cents; PostgreSQL returns bigint as a string, so readers convert with Number(). */
type Cents = ColumnType<number | string, number, number>;
/** Counts and sums come back as strings from PostgreSQL too. */
export type DbNumber = number | string | bigint;
/** ISO-8601 UTC timestamps as text: portable, and they sort as time. */
type Timestamp = string;

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

export interface MerchantRemoteTable {
  merchant_code: string;
  name: string;
  enabled: Flag;
  entry: string;
  version: string;
  updated_at: Timestamp;
}

export interface MerchantSettingTable {
  merchant_code: string;
  name: string;
  /** JSON document, validated against the endpoint's response schema when read. */
  value: string;
}

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_code: string;
  type: string;
  title: string;
  content: string;
  group_name: string | null;
  url: string | null;
  linkage: string | null;
  sort_order: number;
  created_at: Timestamp;
}

export interface AnnouncementReadTable {
  announcement_id: number;
  member_id: number;
  read_at: Timestamp;
}

export interface InboxMessageTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  content: string;
  read: Flag;
  created_at: Timestamp;
}

export interface MemberTable {
  id: Generated<number>;
  merchant_code: string;
  username: string;
  password_hash: string;
  type: number;
  nickname: string | null;
  club_label: string | null;
  club_type: string | null;
  /** JSON array of label names, e.g. ["nochat"]. */
  labels: string;
  parent_id: number | null;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
  /** 0008_member_profile */
  payee_name: string | null;
  payment_password_hash: string | null;
  vip_level: Generated<number>;
  turnover: Generated<number>;
}

export interface SessionTable {
  token_hash: string;
  member_id: number;
  merchant_code: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface GameCategoryTable {
  code: string;
  name: string;
  sort_order: number;
}

export interface GameVendorTable {
  code: string;
  category: string;
  name: string;
  sort_order: number;
  is_cockfight: Flag;
}

export interface GameTable {
  id: number;
  vendor_code: string;
  category: string;
  game_code: string;
  display_name: string;
  hot: Flag;
  support_play: Flag;
  room_id: string | null;
  classify: string;
  sort_order: number;
}

export interface FavouriteGameTable {
  member_id: number;
  game_id: number;
  created_at: Timestamp;
}

export interface WinnerTable {
  id: Generated<number>;
  game_id: number;
  customer_name: string;
  win_amount_cents: Cents;
  created_at: Timestamp;
}

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
}

export interface DB {
  merchants: MerchantTable;
  merchant_remotes: MerchantRemoteTable;
  merchant_settings: MerchantSettingTable;
  announcements: AnnouncementTable;
  announcement_reads: AnnouncementReadTable;
  inbox_messages: InboxMessageTable;
  members: MemberTable;
  sessions: SessionTable;
  game_categories: GameCategoryTable;
  game_vendors: GameVendorTable;
  games: GameTable;
  favourite_games: FavouriteGameTable;
  winners: WinnerTable;
  wallets: WalletTable;
  transactions: TransactionTable;
}

export type Db = Kysely<DB>;

/** 0007_accounts: account security tables. */
export interface MemberContactTable {
  member_id: number;
  merchant_code: string;
  /** '+' dialling code and number, digits only after the plus. */
  mobile: string | null;
  email: string | null;
}

export interface AffiliateCodeTable {
  merchant_code: string;
  code: string;
  member_id: number;
}

export interface CaptchaTable {
  id: string;
  /** SHA-256 of id and upper-cased answer. */
  answer_hash: string;
  expires_at: Timestamp;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  merchant_code: string;
  channel: string;
  recipient: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  used: Generated<Flag>;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface OutboxMessageTable {
  id: Generated<number>;
  merchant_code: string;
  channel: string;
  recipient: string;
  body: string;
  created_at: Timestamp;
}

export interface AccountEventTable {
  id: Generated<number>;
  kind: string;
  subject: string;
  created_at: Timestamp;
}

export interface AccountLockTable {
  merchant_code: string;
  username: string;
  locked_until: Timestamp;
}

/** Declaration merging appends these tables to DB. */
export interface DB {
  member_contacts: MemberContactTable;
  affiliate_codes: AffiliateCodeTable;
  captchas: CaptchaTable;
  verification_codes: VerificationCodeTable;
  outbox_messages: OutboxMessageTable;
  account_events: AccountEventTable;
  account_locks: AccountLockTable;
}

/** 0006_game_activity: recent games, lottery metadata and demo-vendor bets. */
export interface RecentGameTable {
  id: Generated<number>;
  member_id: number;
  game_id: number;
  played_at: Timestamp;
}

export interface LotteryGameTable {
  game_id: number;
  prize_mode: string;
  /** Comma list: trad, ent. */
  play_types: string;
  popular: Flag;
}

export interface GameBetTable {
  id: Generated<number>;
  member_id: number;
  game_id: number;
  play_type: string | null;
  amount_cents: Cents;
  payout_cents: Cents;
  detail: string;
  created_at: Timestamp;
}

// Declaration merging keeps this block apart from the other tables.
export interface DB {
  recent_games: RecentGameTable;
  lottery_games: LotteryGameTable;
  game_bets: GameBetTable;
}

/** 0008_member_profile: VIP levels of each merchant with their benefits. */
export interface VipLevelTable {
  merchant_code: string;
  level: number;
  name: string;
  min_turnover: number;
  daily_withdrawals: number;
  withdrawal_limit: number;
  birthday_bonus: number;
  rebate_percent: number;
}

export interface DB {
  vip_levels: VipLevelTable;
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

export interface DB {
  idempotency_keys: IdempotencyKeyTable;
}

// ---- Tables of the areas in progress: each area appends below its own marker (keeps merges apart).

// -- wallet money (deposit, withdraw, bank cards, fund transfer)

// -- wallet records (bets, P&L, rewards, point mall)

// -- messages (inbox, chat, feedback, help, promotions, referral)

// -- agent (team, rebates, contracts, dividend, salary)

// -- security and sessions

// -- platform (manifest history, canary, shared keys)

// -- player protection (limits, exclusions)

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

/** 0022_birth_date: 'YYYY-MM-DD' given at registration (declaration merging into MemberTable). */
export interface MemberTable {
  birth_date: string | null;
}

export interface DB {
  protection_limits: ProtectionLimitTable;
  protection_prefs: ProtectionPrefTable;
  protection_exclusions: ProtectionExclusionTable;
}
