import type { Winner } from '@mobile/shared-contracts';
import { assetUrl } from '../common/asset-url';
import { centsToAmount } from '../common/money';
import type { Db } from '../db/schema';
import { iconPath } from './game-store';

export async function latestWinners(db: Db, limit: number, assetOrigin: string): Promise<Winner[]> {
  const rows = await db
    .selectFrom('winners as w')
    .innerJoin('games as g', 'g.id', 'w.game_id')
    .select([
      'g.id',
      'g.display_name',
      'g.vendor_code',
      'g.category',
      'g.game_code',
      'w.customer_name',
      'w.win_amount_cents',
    ])
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    vo: {
      iconUrl: assetUrl(assetOrigin, iconPath(row.id)),
      gameName: row.display_name,
      customerName: row.customer_name,
      winAmount: centsToAmount(row.win_amount_cents),
      nodeId: String(row.id),
      vassalage: row.vendor_code,
      gameType: row.category,
      gameCode: row.game_code,
    },
  }));
}
