import type { Db } from '../db/schema';

export interface Merchant {
  code: string;
  name: string;
  maintenance: boolean;
  regionRestriction: boolean;
  statusInfo: string | null;
  frameOrigins: string[];
}

export const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

function parseOrigins(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((o): o is string => typeof o === 'string') : [];
  } catch {
    return [];
  }
}

/** Read on every request, so operator changes apply without a restart. */
export async function findMerchant(db: Db, code: string): Promise<Merchant | null> {
  const row = await db.selectFrom('merchants').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row) return null;
  return {
    code: row.code,
    name: row.name,
    maintenance: Boolean(row.maintenance),
    regionRestriction: Boolean(row.region_restriction),
    statusInfo: row.status_info,
    frameOrigins: parseOrigins(row.frame_origins),
  };
}
