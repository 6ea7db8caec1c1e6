import {
  type LotteryGame,
  type LotteryList,
  PLAY_TYPES,
  type PlayType,
  PRIZE_MODES,
  type PrizeMode,
} from '@mobile/shared-contracts';
import { assetUrl } from '../common/asset-url';
import type { Db } from '../db/schema';
import { iconPath } from '../games/game-row';

const isPrizeMode = (value: string): value is PrizeMode => (PRIZE_MODES as readonly string[]).includes(value);
const isPlayType = (value: string): value is PlayType => (PLAY_TYPES as readonly string[]).includes(value);

/** Stored comma list -> known play types; unknown entries are dropped. */
export function parsePlayTypes(stored: string): PlayType[] {
  return stored.split(',').filter(isPlayType);
}

export function lotteryQuery(db: Db) {
  return db
    .selectFrom('lottery_games as l')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .select(['g.id', 'g.game_code', 'g.display_name', 'g.vendor_code', 'l.prize_mode', 'l.play_types'])
    .orderBy('v.sort_order')
    .orderBy('g.sort_order')
    .orderBy('g.id');
}

type LotteryRow = Awaited<ReturnType<ReturnType<typeof lotteryQuery>['execute']>>[number];

export function toLotteryGame(row: LotteryRow, assetOrigin: string): LotteryGame | null {
  if (!isPrizeMode(row.prize_mode)) return null;
  return {
    gameId: String(row.id),
    nodeId: String(row.id),
    gameCode: row.game_code,
    name: row.display_name,
    vendor: row.vendor_code,
    prizeMode: row.prize_mode,
    playTypes: parsePlayTypes(row.play_types),
    iconUrl: assetUrl(assetOrigin, iconPath(row.id)),
  };
}

/** Opened lottery games and each vendor's prize mode (its games' mode; ELOTT wins a mix). */
export async function lotteryList(db: Db, assetOrigin: string): Promise<LotteryList> {
  const rows = await lotteryQuery(db).execute();
  const games = rows.flatMap((row) => toLotteryGame(row, assetOrigin) ?? []);
  const prizeModeMapping: Record<string, PrizeMode> = {};
  for (const game of games) {
    if (prizeModeMapping[game.vendor] !== 'ELOTT') prizeModeMapping[game.vendor] = game.prizeMode;
  }
  return { prizeModeMapping, games };
}

export async function popularLottery(db: Db, limit: number, assetOrigin: string): Promise<LotteryGame[]> {
  const rows = await lotteryQuery(db).where('l.popular', '=', 1).limit(limit).execute();
  return rows.flatMap((row) => toLotteryGame(row, assetOrigin) ?? []);
}

/** Play types of one lottery game, or null when the game is not a lottery game. */
export async function lotteryPlayTypes(db: Db, gameId: number): Promise<PlayType[] | null> {
  const row = await db
    .selectFrom('lottery_games')
    .select('play_types')
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  return row ? parsePlayTypes(row.play_types) : null;
}
