import type { Generated } from 'kysely';
import type { Cents, Timestamp } from './columns';

// Deposit, withdraw, bank cards, fund transfer.

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
  /** 0036_money_rules: 1 = pays only on the member's first deposit, once (first_deposit_bonuses). */
  first_deposit_only: Generated<number>;
  /** 0036_money_rules: bets needed before the bonus can be withdrawn, as a multiple of the bonus. */
  turnover_multiple: Generated<number>;
}

/** 0036_money_rules: the member's one first-deposit bonus (the primary key makes it once). */
export interface FirstDepositBonusTable {
  member_id: number;
  order_id: number;
  created_at: Timestamp;
}

/** 0036_money_rules: every bonus credited and the bets it needs before it can be withdrawn. */
export interface BonusTurnoverTable {
  id: Generated<number>;
  member_id: number;
  /** The BONUS ledger row; bets with a later ledger id count towards the requirement. */
  transaction_id: number;
  bonus_cents: Cents;
  required_cents: Cents;
  created_at: Timestamp;
  /** Set once met, or once the member's balance fell below the bust line after a later bet. */
  closed_at: Timestamp | null;
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
  /** 0241: the trace id of the player's action that made the order; its ledger rows carry it too. */
  trace_id: string | null;
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

export interface WalletMoneyTables {
  deposit_channels: DepositChannelTable;
  deposit_promos: DepositPromoTable;
  first_deposit_bonuses: FirstDepositBonusTable;
  bonus_turnovers: BonusTurnoverTable;
  deposit_orders: DepositOrderTable;
  deposit_receipts: DepositReceiptTable;
  withdraw_banks: WithdrawBankTable;
  bank_cards: BankCardTable;
  withdraw_orders: WithdrawOrderTable;
}
