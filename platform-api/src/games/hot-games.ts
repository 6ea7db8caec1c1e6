import type { HotVendor } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';
import { GAME_COLUMNS, toGame } from './game-row';

/** Hot games grouped by vendor, vendors in category then vendor order (SPEC 2 home section). */
export async function hotGamesByVendor(db: Db, assetOrigin: string): Promise<HotVendor[]> {
  const rows = await db
    .selectFrom('games as g')
    .innerJoin('game_vendors as v', 'v.code', 'g.vendor_code')
    .innerJoin('game_categories as c', 'c.code', 'v.category')
    .select([...GAME_COLUMNS, 'v.name as vendor_name', 'v.category as vendor_category'])
    .where('g.hot', '=', 1)
    .orderBy('c.sort_order')
    .orderBy('v.sort_order')
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .execute();
  const groups: HotVendor[] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.vassalage !== row.vendor_code) {
      group = {
        vassalage: row.vendor_code,
        vendorName: row.vendor_name,
        gameCategory: row.vendor_category,
        games: [],
      };
      groups.push(group);
    }
    group.games.push(toGame(row, assetOrigin));
  }
  return groups;
}
