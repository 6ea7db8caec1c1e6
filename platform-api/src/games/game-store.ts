import type { Game } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import { assetUrl } from '../common/asset-url';
import { offsetOf } from '../common/paging';
import { isPostgres } from '../db/dialect';
import type { Db, DbNumber } from '../db/schema';
import type { GameFilter } from './game-filter';

export interface GameQuery {
  filter: GameFilter;
  memberId: number | null;
  vassalage?: string;
  /** Case-sensitive substring of the displayed name (SPEC 4 game search). */
  gameName?: string;
  pageNum: number;
  pageSize: number;
}

export const iconPath = (gameId: number) => `/wps/static/icons/${gameId}.svg`;

function baseQuery(db: Db, query: GameQuery) {
  let q = db.selectFrom('games as g').innerJoin('game_vendors as v', 'v.code', 'g.vendor_code');
  const { filter } = query;
  if (filter.kind === 'hot') q = q.where('g.hot', '=', 1);
  if (filter.kind === 'favourites') {
    q = q
      .innerJoin('favourite_games as f', 'f.game_id', 'g.id')
      .where('f.member_id', '=', query.memberId ?? -1);
  }
  if (filter.kind === 'categories') {
    q = q.where('g.category', 'in', filter.categories);
    if (filter.cockfightOnly) q = q.where('v.is_cockfight', '=', 1);
  }
  if (query.vassalage) q = q.where('g.vendor_code', '=', query.vassalage);
  const name = query.gameName;
  if (name) {
    // SQLite's LIKE ignores case, so use the position functions, which never do.
    const position = isPostgres(db)
      ? sql`strpos(g.display_name, ${name})`
      : sql`instr(g.display_name, ${name})`;
    q = q.where(sql<boolean>`${position} > 0`);
  }
  return q;
}

export async function listGames(
  db: Db,
  query: GameQuery,
  assetOrigin: string,
): Promise<{ games: Game[]; total: DbNumber }> {
  const base = baseQuery(db, query);
  const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'g.id',
      'g.vendor_code',
      'g.game_code',
      'g.display_name',
      'g.support_play',
      'g.room_id',
      'g.classify',
    ])
    .orderBy('v.sort_order')
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .limit(query.pageSize)
    .offset(offsetOf(query.pageNum, query.pageSize))
    .execute();
  const games = rows.map((row) => ({
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
  }));
  return { games, total: n };
}
