import type { Db } from '../db/schema';
import { findGame } from './game-row';

/** The game a favourite request names, only when the vendor really offers it. */
async function findVendorGame(db: Db, nodeId: string, vendor: string) {
  const game = await findGame(db, Number(nodeId));
  return game && game.vendor_code === vendor ? game : null;
}

/**
 * Adds a favourite; idempotent. False when no game has this id and vendor (SPEC 8: nothing
 * changes). Members belong to one merchant, so favourites are per member and merchant.
 */
export async function addFavourite(
  db: Db,
  memberId: number,
  nodeId: string,
  vendor: string,
): Promise<boolean> {
  const game = await findVendorGame(db, nodeId, vendor);
  if (!game) return false;
  await db
    .insertInto('favourite_games')
    .values({ member_id: memberId, game_id: game.id, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
    .execute();
  return true;
}

/** Removes a favourite; removing one that is not there succeeds too, an unknown game does not. */
export async function removeFavourite(
  db: Db,
  memberId: number,
  nodeId: string,
  vendor: string,
): Promise<boolean> {
  const game = await findVendorGame(db, nodeId, vendor);
  if (!game) return false;
  await db
    .deleteFrom('favourite_games')
    .where('member_id', '=', memberId)
    .where('game_id', '=', game.id)
    .execute();
  return true;
}

/** Ids of the member's favourites as strings, newest first. */
export async function favouriteIds(
  db: Db,
  memberId: number,
  pageNum: number,
  pageSize: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('game_id')
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return rows.map((row) => String(row.game_id));
}
