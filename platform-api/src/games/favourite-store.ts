import type { Db } from '../db/schema';
import { findGame } from './game-row';

/** Applies a change to the game a favourite request names; false (nothing changed) unless the vendor offers it. */
async function changeFavourite(
  db: Db,
  nodeId: string,
  vendor: string,
  change: (gameId: number) => Promise<unknown>,
): Promise<boolean> {
  const game = await findGame(db, Number(nodeId));
  if (!game || game.vendor_code !== vendor) return false;
  await change(game.id);
  return true;
}

/**
 * Adds a favourite; idempotent. False when no game has this id and vendor (SPEC 8: nothing
 * changes). Members belong to one merchant, so favourites are per member and merchant.
 */
export function addFavourite(db: Db, memberId: number, nodeId: string, vendor: string): Promise<boolean> {
  return changeFavourite(db, nodeId, vendor, (gameId) =>
    db
      .insertInto('favourite_games')
      .values({ member_id: memberId, game_id: gameId, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute(),
  );
}

/** Removes a favourite; removing one that is not there succeeds too, an unknown game does not. */
export function removeFavourite(db: Db, memberId: number, nodeId: string, vendor: string): Promise<boolean> {
  return changeFavourite(db, nodeId, vendor, (gameId) =>
    db
      .deleteFrom('favourite_games')
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .execute(),
  );
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
