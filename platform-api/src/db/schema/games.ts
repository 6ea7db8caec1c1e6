import type { Generated } from 'kysely';
import type { Cents, Flag, Timestamp } from './columns';

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
  /** The game's smallest stake, in cents (SPEC 7 minBet). */
  min_bet_cents: Generated<number>;
  /** Pay lines; 0 for games without lines (SPEC 7 minLine). */
  lines: Generated<number>;
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
  /** 0411: drawn by the platform every this many minutes (UTC days); null for none (VN games: daily). */
  draw_every_minutes: number | null;
}

/** 0411_lottery_draws: one draw of a lottery game, made once (primary key game_id + numero). */
export interface LotteryDrawTable {
  game_id: number;
  numero: string;
  draw_at: Timestamp;
  /** JSON of the contract's `DrawResult`. */
  result: string;
  created_at: Timestamp;
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

/** 0035_vn_lottery: a TCG_LOTTO_VN game's draw region and daily draw time ('HH:MM', Vietnam time). */
export interface VnLotteryGameTable {
  game_id: number;
  region: string;
  draw_time: string;
  sort_order: number;
}

export interface GameTables {
  game_categories: GameCategoryTable;
  game_vendors: GameVendorTable;
  games: GameTable;
  favourite_games: FavouriteGameTable;
  winners: WinnerTable;
  recent_games: RecentGameTable;
  lottery_games: LotteryGameTable;
  lottery_draws: LotteryDrawTable;
  game_bets: GameBetTable;
  vn_lottery_games: VnLotteryGameTable;
}
