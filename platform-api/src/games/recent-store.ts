import { type Game, RECENT_GAMES_MAX } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { findGame, GAME_COLUMNS, toGame } from './game-row';

/**
 * Records a play: the game moves to the top (delete, then insert with a fresh id), and only the
 * newest RECENT_GAMES_MAX plays are kept. False for an unknown game.
 */
export async function addRecent(
  db: Db,
  memberId: number,
  nodeId: string,
  now = new Date(),
): Promise<boolean> {
  const game = await findGame(db, Number(nodeId));
  if (!game) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('recent_games')
      .where('member_id', '=', memberId)
      .where('game_id', '=', game.id)
      .execute();
    await trx
      .insertInto('recent_games')
      .values({ member_id: memberId, game_id: game.id, played_at: now.toISOString() })
      .execute();
    const keep = trx
      .selectFrom('recent_games')
      .select('id')
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(RECENT_GAMES_MAX);
    await trx
      .deleteFrom('recent_games')
      .where('member_id', '=', memberId)
      .where('id', 'not in', keep)
      .execute();
  });
  return true;
}

/** Most recent first, each game once. */
export async function recentGames(db: Db, memberId: number, assetOrigin: string): Promise<Game[]> {
  const rows = await db
    .selectFrom('recent_games as r')
    .innerJoin('games as g', 'g.id', 'r.game_id')
    .select(GAME_COLUMNS)
    .where('r.member_id', '=', memberId)
    .orderBy('r.id', 'desc')
    .limit(RECENT_GAMES_MAX)
    .execute();
  return rows.map((row) => toGame(row, assetOrigin));
}
