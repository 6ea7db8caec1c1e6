import type { Db } from '../../db/schema';
import { buildCatalogue } from './game-catalogue';

/** Lottery vendors' prize modes (SPEC 3/4: LOTT, ZY, ELOTT); TCG_LOTTO_VN runs in electronic mode. */
export const LOTTERY_VENDOR_MODES: Record<string, { prizeMode: string; playTypes: string }> = {
  TCG_LOTTO_VN: { prizeMode: 'ELOTT', playTypes: 'trad,ent' },
  LOTT: { prizeMode: 'LOTT', playTypes: 'trad' },
  ELOTT: { prizeMode: 'ELOTT', playTypes: 'ent' },
};

/** The demo's lottery games other than VN are drawn every 5 minutes (issue 30's draws). */
export const DEMO_DRAW_EVERY_MINUTES = 5;

/** Lottery metadata for every lottery game; the first three of each vendor are popular. */
export async function seedLotteryGames(db: Db): Promise<void> {
  const seen = new Map<string, number>();
  for (const game of buildCatalogue()) {
    const mode = LOTTERY_VENDOR_MODES[game.vendorCode];
    if (!mode) continue;
    const index = seen.get(game.vendorCode) ?? 0;
    seen.set(game.vendorCode, index + 1);
    await db
      .insertInto('lottery_games')
      .values({
        game_id: game.id,
        prize_mode: mode.prizeMode,
        play_types: mode.playTypes,
        popular: index < 3 ? 1 : 0,
      })
      .onConflict((oc) => oc.column('game_id').doNothing())
      .execute();
  }
}

/** Every lottery game but the VN ones (drawn daily at their draw time) is drawn every few minutes; after VN's seed. */
export async function seedDrawSchedules(db: Db): Promise<void> {
  await db
    .updateTable('lottery_games')
    .set({ draw_every_minutes: DEMO_DRAW_EVERY_MINUTES })
    .where('draw_every_minutes', 'is', null)
    .where('game_id', 'not in', (eb) => eb.selectFrom('vn_lottery_games').select('game_id'))
    .execute();
}

/** The nth game of each listed vendor, so the demo lists span several vendors. */
function picks(vendors: string[], nth: number): number[] {
  const catalogue = buildCatalogue();
  return vendors.flatMap((vendor) => {
    const game = catalogue.filter((g) => g.vendorCode === vendor)[nth];
    return game ? [game.id] : [];
  });
}

export const PLAYER1_FAVOURITE_VENDORS = ['LOTT', 'JADE', 'OCEAN_FISH'];
const RECENT_VENDORS: Record<string, string[]> = {
  player0: ['NOVA', 'ROYAL_LIVE', 'TCG_LOTTO_VN', 'OCEAN_FISH', 'ACE_POKER'],
  player1: ['LUCKY7', 'LOTT', 'PLAY_ARCADE'],
};

export async function seedPlayer1Favourites(db: Db, memberId: number, now: Date): Promise<void> {
  for (const gameId of picks(PLAYER1_FAVOURITE_VENDORS, 1)) {
    await db
      .insertInto('favourite_games')
      .values({ member_id: memberId, game_id: gameId, created_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  }
}

/** A few recent plays, inserted oldest first: the last listed vendor is the most recent. */
export async function seedRecentGames(db: Db, username: string, memberId: number, now: Date): Promise<void> {
  const any = await db
    .selectFrom('recent_games')
    .select('id')
    .where('member_id', '=', memberId)
    .limit(1)
    .executeTakeFirst();
  if (any) return;
  const ids = picks(RECENT_VENDORS[username] ?? [], 2);
  for (const [index, gameId] of ids.entries()) {
    await db
      .insertInto('recent_games')
      .values({
        member_id: memberId,
        game_id: gameId,
        played_at: new Date(now.getTime() - (ids.length - index) * 60_000).toISOString(),
      })
      .execute();
  }
}
