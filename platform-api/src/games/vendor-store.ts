import type { VassGameType } from '@mobile/shared-contracts';
import type { Db } from '../db/schema';

/** Categories in server order with their vendors; cockfight vendors stay under SPORTS (SPEC 4). */
export async function readVassGameType(db: Db): Promise<VassGameType> {
  const rows = await db
    .selectFrom('game_vendors as v')
    .innerJoin('game_categories as c', 'c.code', 'v.category')
    .select(['v.code', 'v.name', 'v.category'])
    .orderBy('c.sort_order')
    .orderBy('v.sort_order')
    .execute();
  const mapping: VassGameType['mapping'] = {};
  const sorting: VassGameType['sorting'] = [];
  for (const row of rows) {
    let group = sorting.at(-1);
    if (group?.gameCategory !== row.category) {
      group = { gameCategory: row.category, vendorNames: [] };
      sorting.push(group);
      mapping[row.category] = [];
    }
    group.vendorNames.push({ vassalage: row.code, accountTypeName: row.name });
    mapping[row.category]?.push(row.code);
  }
  return { mapping, sorting };
}
