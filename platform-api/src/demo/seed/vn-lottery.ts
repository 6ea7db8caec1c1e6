import { VN_LOTTERY_VENDOR, type VnRegion } from '@mobile/shared-contracts';
import type { Db } from '../../db/schema';
import { buildCatalogue } from './game-catalogue';

/** Vietnam's three daily draws: the south first, the north last (Vietnam time). */
const REGION_DRAWS: readonly { region: VnRegion; drawTime: string; games: number }[] = [
  { region: 'NORTH', drawTime: '18:15', games: 4 },
  { region: 'CENTRAL', drawTime: '17:15', games: 8 },
  { region: 'SOUTH', drawTime: '16:15', games: 8 },
];

/** Every TCG_LOTTO_VN game gets a region in catalogue order; idempotent. */
export async function seedVnLottery(db: Db): Promise<void> {
  const games = buildCatalogue().filter((g) => g.vendorCode === VN_LOTTERY_VENDOR);
  let index = 0;
  for (const draw of REGION_DRAWS) {
    for (let n = 0; n < draw.games; n += 1) {
      const game = games[index];
      index += 1;
      if (!game) return;
      await db
        .insertInto('vn_lottery_games')
        .values({ game_id: game.id, region: draw.region, draw_time: draw.drawTime, sort_order: n })
        .onConflict((oc) => oc.column('game_id').doNothing())
        .execute();
    }
  }
}
