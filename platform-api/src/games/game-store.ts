import type { Game } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import { offsetOf } from '../common/paging';
import { isPostgres } from '../db/dialect';
import type { Db, DbNumber } from '../db/schema';
import type { GameFilter } from './game-filter';
import { GAME_COLUMNS, toGame } from './game-row';

export interface GameQuery {
  filter: GameFilter;
  memberId: number | null;
  vassalage?: string;
  /** Case-sensitive substring of the displayed name (SPEC 4 game search). */
  gameName?: string;
  pageNum: number;
  pageSize: number;
  /** Only this member's favourites, on top of the filter (the favourites list by category). */
  favouritesOf?: number;
  /** SPEC 7 filters: classification, largest smallest-stake (cents), fewest pay lines. */
  gameClassify?: string;
  maxMinBetCents?: number;
  minLines?: number;
}

export { iconPath } from './game-row';

function baseQuery(db: Db, query: GameQuery) {
  let q = db.selectFrom('games as g').innerJoin('game_vendors as v', 'v.code', 'g.vendor_code');
  const { filter } = query;
  if (filter.kind === 'hot') q = q.where('g.hot', '=', 1);
  const favouritesOf = filter.kind === 'favourites' ? (query.memberId ?? -1) : query.favouritesOf;
  if (favouritesOf !== undefined) {
    q = q.innerJoin('favourite_games as f', 'f.game_id', 'g.id').where('f.member_id', '=', favouritesOf);
  }
  if (filter.kind === 'categories') {
    q = q.where('g.category', 'in', filter.categories);
    if (filter.cockfightOnly) q = q.where('v.is_cockfight', '=', 1);
  }
  if (query.vassalage) q = q.where('g.vendor_code', '=', query.vassalage);
  if (query.gameClassify) q = q.where('g.classify', '=', query.gameClassify);
  if (query.maxMinBetCents !== undefined) q = q.where('g.min_bet_cents', '<=', query.maxMinBetCents);
  if (query.minLines !== undefined) q = q.where('g.lines', '>=', query.minLines);
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
    .select(GAME_COLUMNS)
    .orderBy('v.sort_order')
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .limit(query.pageSize)
    .offset(offsetOf(query.pageNum, query.pageSize))
    .execute();
  const games = rows.map((row) => toGame(row, assetOrigin));
  return { games, total: n };
}
