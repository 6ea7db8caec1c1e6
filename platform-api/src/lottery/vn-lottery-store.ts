import {
  type PrizeMode,
  VN_LOTTERY_VENDOR,
  VN_RECENT_MAX,
  VN_REGIONS,
  type VnGameMenu,
  type VnMenuGame,
  type VnOpenedNumero,
} from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { lotteryQuery, toLotteryGame } from './lottery-store';
import { openedDraw } from './vn-draws';

function vnQuery(db: Db) {
  return lotteryQuery(db)
    .innerJoin('vn_lottery_games as vn', 'vn.game_id', 'g.id')
    .select(['vn.region', 'vn.draw_time'])
    .where('g.vendor_code', '=', VN_LOTTERY_VENDOR);
}

type VnRow = Awaited<ReturnType<ReturnType<typeof vnQuery>['execute']>>[number];

function toMenuGame(row: VnRow, assetOrigin: string): VnMenuGame | null {
  const game = toLotteryGame(row, assetOrigin);
  return game ? { ...game, drawTime: row.draw_time } : null;
}

/** The VN games by region (north, central, south), each in its menu order; regions without games are left out. */
export async function vnGameMenu(db: Db, assetOrigin: string): Promise<VnGameMenu> {
  const rows = await vnQuery(db).clearOrderBy().orderBy('vn.sort_order').orderBy('g.id').execute();
  const prizeModeMapping: Record<string, PrizeMode> = {};
  const regions = VN_REGIONS.map((region) => ({
    region,
    games: rows.filter((row) => row.region === region).flatMap((row) => toMenuGame(row, assetOrigin) ?? []),
  })).filter((group) => group.games.length > 0);
  for (const game of regions.flatMap((group) => group.games)) {
    if (prizeModeMapping[game.vendor] !== 'ELOTT') prizeModeMapping[game.vendor] = game.prizeMode;
  }
  return { prizeModeMapping, regions };
}

/** The member's VN games from its recent plays, newest first. */
export async function vnRecentMenu(db: Db, memberId: number, assetOrigin: string): Promise<VnMenuGame[]> {
  const rows = await vnQuery(db)
    .clearOrderBy()
    .innerJoin('recent_games as r', 'r.game_id', 'g.id')
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(VN_RECENT_MAX)
    .execute();
  return rows.flatMap((row) => toMenuGame(row, assetOrigin) ?? []);
}

/** The draw open for bets now of every VN game. */
export async function vnOpenedNumeros(db: Db, now: Date): Promise<VnOpenedNumero[]> {
  const rows = await db
    .selectFrom('vn_lottery_games as vn')
    .innerJoin('games as g', 'g.id', 'vn.game_id')
    .select(['g.id', 'vn.draw_time'])
    .where('g.vendor_code', '=', VN_LOTTERY_VENDOR)
    .orderBy('g.id')
    .execute();
  return rows.map((row) => ({ gameId: String(row.id), ...openedDraw(now, row.draw_time) }));
}
