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

/** 0010_deposit: channels grouped by vendor, each with its limits; MANUAL ones name the receiving account. */
export interface DepositChannelTable {
  id: Generated<number>;
  merchant_code: string;
  vendor: string;
  name: string;
  method: string;
  min_cents: Cents;
  max_cents: Cents;
  bank_name: string | null;
  account_name: string | null;
  account_number: string | null;
  sort_order: number;
}

export interface DepositPromoTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  percent: number;
  max_bonus_cents: Cents;
  min_deposit_cents: Cents;
}

export interface DepositOrderTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  channel_id: number;
  promo_id: number | null;
  amount_cents: Cents;
  bonus_cents: Cents;
  status: string;
  remark: string;
  gateway_tx: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DepositReceiptTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  /** Random file name in the receipt folder (outside any web root). */
  file_key: string;
  mime: string;
  size_bytes: number;
}

/** 0011_withdraw */
export interface WithdrawBankTable {
  merchant_code: string;
  code: string;
  name: string;
  sort_order: number;
}

export interface BankCardTable {
  id: Generated<number>;
  member_id: number;
  bank_code: string;
  bank_name: string;
  holder_name: string;
  card_number: string;
  created_at: Timestamp;
}

export interface WithdrawOrderTable {
  id: Generated<number>;
  order_no: string;
  member_id: number;
  bank_card_id: number;
  amount_cents: Cents;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  deposit_channels: DepositChannelTable;
  deposit_promos: DepositPromoTable;
  deposit_orders: DepositOrderTable;
  deposit_receipts: DepositReceiptTable;
  withdraw_banks: WithdrawBankTable;
  bank_cards: BankCardTable;
  withdraw_orders: WithdrawOrderTable;
}

// -- wallet records (bets, P&L, rewards, point mall)

/** 0013_wallet_records: sub-orders of lottery bets (one per pick) with a status each. */
export interface BetSubOrderTable {
  id: Generated<number>;
  bet_id: number;
  member_id: number;
  content: string;
  amount_cents: Cents;
  payout_cents: Cents;
  status: string;
  draw_at: Timestamp;
}

/** 0013_wallet_records: rewards granted by any feature (grantReward), claimed once. */
export interface RewardTable {
  id: Generated<number>;
  member_id: number;
  title: string;
  source: string;
  amount_cents: Cents;
  status: string;
  reference: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** 0014_points_and_vendor_wallets */
export interface MemberPointsTable {
  member_id: number;
  points: Cents;
}

export interface PointEntryTable {
  id: Generated<number>;
  member_id: number;
  kind: string;
  points: Cents;
  points_after: Cents;
  reference: string;
  created_at: Timestamp;
}

export interface MallItemTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  description: string;
  points_cost: Cents;
  stock: number;
  reward_cents: Cents;
  sort_order: number;
}

export interface MallRedemptionTable {
  id: Generated<number>;
  member_id: number;
  item_id: number;
  item_name: string;
  points: Cents;
  created_at: Timestamp;
}

export interface VendorWalletTable {
  member_id: number;
  vendor_code: string;
  balance_cents: Cents;
}

export interface VendorWalletEntryTable {
  id: Generated<number>;
  member_id: number;
  vendor_code: string;
  amount_cents: Cents;
  balance_after_cents: Cents;
  reference: string;
  created_at: Timestamp;
}

export interface DB {
  bet_sub_orders: BetSubOrderTable;
  rewards: RewardTable;
  member_points: MemberPointsTable;
  point_entries: PointEntryTable;
  mall_items: MallItemTable;
  mall_redemptions: MallRedemptionTable;
  vendor_wallets: VendorWalletTable;
  vendor_wallet_entries: VendorWalletEntryTable;
}

// -- messages (inbox, chat, feedback, help, promotions, referral)
export interface ChatMessageTable {
  id: Generated<number>;
  member_id: number;
  sender: 'member' | 'agent';
  agent_name: string | null;
  body: string;
  created_at: Timestamp;
  seen_at: Timestamp | null;
}

export interface FeedbackTable {
  id: Generated<number>;
  member_id: number;
  type: number;
  content: string;
  sender: string;
  created_at: Timestamp;
}

export interface HelpTopicTable {
  id: Generated<number>;
  merchant_code: string;
  language: string;
  sort_order: number;
  title: string;
  content: string;
  active: number;
}

export interface PromotionTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  title: string;
  summary: string;
  content: string;
  kind: 'apply' | 'signin' | 'info';
  starts_at: Timestamp;
  ends_at: Timestamp;
  sort_order: number;
}

export interface PromotionEntryTable {
  promotion_id: number;
  member_id: number;
  status: 'applying' | 'rejected' | 'issued' | 'claimed';
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PromotionSigninTable {
  promotion_id: number;
  member_id: number;
  /** YYYY-MM-DD (UTC) of the sign-in: one per day. */
  day: string;
  created_at: Timestamp;
}

export interface DB {
  promotions: PromotionTable;
  promotion_entries: PromotionEntryTable;
  promotion_signins: PromotionSigninTable;
  chat_messages: ChatMessageTable;
  feedback: FeedbackTable;
  help_topics: HelpTopicTable;
}

export interface RedRainEventTable {
  id: Generated<number>;
  merchant_code: string;
  title: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  /** Bounds of one catch; the server draws the amount between them. */
  min_cents: number;
  max_cents: number;
  created_at: Timestamp;
}

export interface DB {
  red_rain_events: RedRainEventTable;
}

// -- agent (team, rebates, contracts, dividend, salary)

/** 0017_agent_team: a member's rebate in hundredths of a percent; no row means 0. */
export interface MemberRebateTable {
  member_id: number;
  rebate_hundredths: number;
  updated_at: Timestamp;
}

/** 0018_agent_contracts: salary, dividend and hourly contracts offered to an agent. */
export interface AgentContractTable {
  id: Generated<number>;
  member_id: number;
  /** dailySalary, dividend or hourlySalary. */
  kind: string;
  /** What the prompt's info field carries: the salary type, the dividend period, the hourly scheme. */
  period: string;
  /** JSON array of { term, value }. */
  terms: string;
  /** PENDING, ACCEPTED or REJECTED; APPLIED for an agent's own open application (0032). */
  status: string;
  offered_at: Timestamp;
  decided_at: Timestamp | null;
}

/** 0025_agent_open_account: accounts an agent may open directly, and how many it has opened. */
export interface AgentQuotaTable {
  member_id: number;
  total: number;
  used: Generated<number>;
}

/** 0025_agent_open_account: an agent's registration link, with the type and rebate it gives. */
export interface AgentAffiliateLinkTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  code: string;
  member_type: number;
  rebate_hundredths: number;
  registrations: Generated<number>;
  created_at: Timestamp;
}

/** 0026_agent_dividend: a paid dividend (the amount is in the ledger rows `reference` names). */
export interface DividendPayoutTable {
  payee_id: number;
  /** YYYY-MM-DD, first day of the paid period. */
  period_start: string;
  payer_id: number;
  reference: string;
  paid_at: Timestamp;
}

export interface DB {
  dividend_payouts: DividendPayoutTable;
  member_rebates: MemberRebateTable;
  agent_contracts: AgentContractTable;
  agent_quotas: AgentQuotaTable;
  agent_affiliate_links: AgentAffiliateLinkTable;
}

// -- security and sessions

/** 0019_session_idle: when a session was last used (sliding idle timeout); merged into `sessions`' type. */
export interface SessionTable {
  last_seen_at: string | null;
}

// -- platform (manifest history, canary, shared keys)

/** 0027_canary: a second version of the remote for a share of visitors (declaration merging). */
export interface CanaryColumns {
  canary_entry: string | null;
  canary_version: string | null;
  /** Basis points of visitors (0-10000) that get the canary; null = no canary. */
  canary_share: number | null;
}
export interface MerchantRemoteTable extends CanaryColumns {}
export interface MerchantRemoteHistoryTable extends CanaryColumns {}

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

/** A remote entry as it was before a manifest change replaced it; rollback restores the newest. */
export interface MerchantRemoteHistoryTable {
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

export interface DB {
  credential_keys: CredentialKeyTable;
  merchant_remote_history: MerchantRemoteHistoryTable;
  rate_limit_hits: RateLimitHitTable;
  shared_secrets: SharedSecretTable;
}

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

/** 0029_held_deposits: a confirmed deposit not credited because it would break a limit or an exclusion. */
export interface ProtectionHeldDepositTable {
  order_id: number;
  member_id: number;
  reason: 'DEPOSIT_LIMIT' | 'EXCLUDED';
  /** JSON of the refusal (`{ kind, limitCents, remainingCents }` or `{ kind, endsAt }`). */
  detail: string;
  held_at: Timestamp;
}

export interface DB {
  protection_held_deposits: ProtectionHeldDepositTable;
}

// -- member security questions and avatar (s4/review)

/** 0033_security_questions: one chosen question of a member; the answer only as a scrypt hash. */
export interface MemberSecurityAnswerTable {
  member_id: number;
  /** 0-based position in the member's set. */
  slot: number;
  question_key: string;
  answer_hash: string;
  set_at: Timestamp;
}

export interface DB {
  member_security_answers: MemberSecurityAnswerTable;
}

/** 0034_member_avatar: the chosen site avatar (declaration merging into MemberTable). */
export interface MemberTable {
  avatar: number | null;
}

// -- games (VN lottery)

/** 0035_vn_lottery: a TCG_LOTTO_VN game's draw region and daily draw time ('HH:MM', Vietnam time). */
export interface VnLotteryGameTable {
  game_id: number;
  region: string;
  draw_time: string;
  sort_order: number;
}

export interface DB {
  vn_lottery_games: VnLotteryGameTable;
}
