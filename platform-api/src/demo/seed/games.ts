import type { Db } from '../../db/schema';
import { buildCatalogue, CATEGORIES, VENDORS } from './game-catalogue';
import { intBetween, pick, seededRandom } from './random';

const CHUNK = 100;
const WINNERS = 30;

/** Categories, vendors and the generated catalogue; existing rows are kept as they are. */
export async function seedGames(db: Db): Promise<void> {
  for (const [index, category] of CATEGORIES.entries()) {
    await db
      .insertInto('game_categories')
      .values({ code: category.code, name: category.name, sort_order: index })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  for (const [index, vendor] of VENDORS.entries()) {
    await db
      .insertInto('game_vendors')
      .values({
        code: vendor.code,
        name: vendor.name,
        category: vendor.category,
        sort_order: index,
        is_cockfight: vendor.cockfight ? 1 : 0,
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .execute();
  }
  const games = buildCatalogue();
  for (let start = 0; start < games.length; start += CHUNK) {
    const rows = games.slice(start, start + CHUNK).map((game) => ({
      id: game.id,
      vendor_code: game.vendorCode,
      category: game.category,
      game_code: game.gameCode,
      display_name: game.displayName,
      hot: game.hot ? 1 : 0,
      support_play: game.supportPlay ? 1 : 0,
      room_id: game.roomId,
      classify: game.category,
      sort_order: game.sortOrder,
      min_bet_cents: game.minBetCents,
      lines: game.lines,
    }));
    await db
      .insertInto('games')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

const PLAYER_NAMES = [
  'juan',
  'maria',
  'jose',
  'ana',
  'mark',
  'joy',
  'paolo',
  'grace',
  'rico',
  'liza',
  'ben',
  'carla',
];

/** The latest-winners board: ~30 recent wins with masked player names. */
export async function seedWinners(db: Db, now: Date): Promise<void> {
  const any = await db.selectFrom('winners').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const random = seededRandom(777);
  const games = buildCatalogue().filter((game) => game.category !== 'SPORTS' && game.category !== 'ESPORTS');
  const rows = Array.from({ length: WINNERS }, (_, index) => {
    const name = pick(random, PLAYER_NAMES);
    return {
      game_id: pick(random, games).id,
      customer_name: `${name.slice(0, 2)}***${intBetween(random, 10, 99)}`,
      win_amount_cents: intBetween(random, 10_000, 25_000_000),
      created_at: new Date(now.getTime() - index * 7 * 60 * 1000).toISOString(),
    };
  });
  await db.insertInto('winners').values(rows).execute();
}

export async function seedFavourites(db: Db, memberId: number, now: Date): Promise<void> {
  const picks = buildCatalogue()
    .filter((game) => game.hot)
    .slice(0, 6);
  for (const game of picks) {
    await db
      .insertInto('favourite_games')
      .values({ member_id: memberId, game_id: game.id, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  }
}
