import type { Generated } from 'kysely';
import type { Cents, Timestamp } from './columns';

// Bets, P&L, rewards, point mall, vendor wallets.

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
  /** 0036_money_rules: bets needed before the claimed money can be withdrawn, as a multiple of it. */
  turnover_multiple: Generated<number>;
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

export interface WalletRecordTables {
  bet_sub_orders: BetSubOrderTable;
  rewards: RewardTable;
  member_points: MemberPointsTable;
  point_entries: PointEntryTable;
  mall_items: MallItemTable;
  mall_redemptions: MallRedemptionTable;
  vendor_wallets: VendorWalletTable;
  vendor_wallet_entries: VendorWalletEntryTable;
}
