import type { Game } from '@mobile/shared-contracts';
import { assetUrl } from '../common/asset-url';
import type { Db } from '../db/schema';

/** Columns of `games as g` every game answer is built from. */
export const GAME_COLUMNS = [
  'g.id',
  'g.vendor_code',
  'g.category',
  'g.game_code',
  'g.display_name',
  'g.support_play',
  'g.room_id',
  'g.classify',
] as const;

export interface GameRow {
  id: number;
  vendor_code: string;
  category: string;
  game_code: string;
  display_name: string;
  support_play: number;
  room_id: string | null;
  classify: string;
}

/** A game's icon, a bitmap (decision 0741). */
export const iconPath = (gameId: number) => `/wps/static/icons/${gameId}.webp`;

export function toGame(row: GameRow, assetOrigin: string): Game {
  return {
    nodeId: String(row.id),
    vassalage: row.vendor_code,
    displayName: row.display_name,
    gameName: row.display_name,
    nodeName: row.display_name,
    showIcon: true,
    iconUrl: assetUrl(assetOrigin, iconPath(row.id)),
    roomId: row.room_id,
    supportPlay: Boolean(row.support_play),
    gameClassifyNew: row.classify,
    gameCode: row.game_code,
  };
}

/** One game by id, or null; ids beyond the integer range simply find nothing. */
export async function findGame(db: Db, gameId: number): Promise<GameRow | null> {
  if (!Number.isSafeInteger(gameId)) return null;
  const row = await db
    .selectFrom('games as g')
    .select(GAME_COLUMNS)
    .where('g.id', '=', gameId)
    .executeTakeFirst();
  return row ?? null;
}

/** A vendor's game by code; `lobby` means the vendor's first game. */
export async function findVendorGame(db: Db, vendor: string, gameCode: string): Promise<GameRow | null> {
  let q = db.selectFrom('games as g').select(GAME_COLUMNS).where('g.vendor_code', '=', vendor);
  if (gameCode !== 'lobby') q = q.where('g.game_code', '=', gameCode);
  const row = await q.orderBy('g.sort_order').orderBy('g.id').limit(1).executeTakeFirst();
  return row ?? null;
}
