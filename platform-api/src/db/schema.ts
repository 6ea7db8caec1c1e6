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
