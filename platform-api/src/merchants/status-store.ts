import type { Db } from '../db/schema';
import { publishLive } from '../live/live-notice';
import { findMerchant, type Merchant } from './merchant-store';

export interface StatusPatch {
  maintenance?: boolean;
  regionRestriction?: boolean;
  info?: string | null;
}

/** Switches a merchant's maintenance / region-restriction flags; null when the merchant is unknown. */
export async function updateStatus(db: Db, code: string, patch: StatusPatch): Promise<Merchant | null> {
  const changes: { maintenance?: number; region_restriction?: number; status_info?: string | null } = {};
  if (patch.maintenance !== undefined) changes.maintenance = patch.maintenance ? 1 : 0;
  if (patch.regionRestriction !== undefined) changes.region_restriction = patch.regionRestriction ? 1 : 0;
  if (patch.info !== undefined) changes.status_info = patch.info;
  if (Object.keys(changes).length > 0) {
    await db.updateTable('merchants').set(changes).where('code', '=', code).execute();
    await publishLive(db, { k: 'status', c: code });
  }
  return findMerchant(db, code);
}
