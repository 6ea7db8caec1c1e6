import { type MerchantManifest, REMOTE_NAMES, type RemoteName } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import type { ManifestState, RemoteCanary } from '../platform/canary-choice';
import { keepReplacedEntry } from '../platform/manifest-history';
import { findMerchant } from './merchant-store';

export interface RemotePatch {
  enabled?: boolean;
  entry?: string;
  version?: string;
  /** SHA-384 of the file at `entry` (issue 26 finding 17); null: none (a dev server's entry). */
  integrity?: string | null;
}

/** A manifest entry: the integrity only when there is one (the contract's field is optional). */
function remoteEntry(enabled: boolean, entry: string, version: string, integrity: string | null) {
  return { enabled, entry, version, ...(integrity ? { integrity } : {}) };
}

const MISSING_REMOTE = { enabled: false, entry: 'http://127.0.0.1/remoteEntry.js', version: '0.0.0' };

/** The merchant manifest the shell loads: one row per remote, so each can be switched alone. */
export async function readManifest(db: Db, code: string): Promise<MerchantManifest | null> {
  return (await readManifestState(db, code))?.manifest ?? null;
}

/** The stable manifest and the canaries running beside it (each visitor's choice: `manifestForVisitor`). */
export async function readManifestState(db: Db, code: string): Promise<ManifestState | null> {
  const merchant = await findMerchant(db, code);
  if (!merchant) return null;
  const rows = await db
    .selectFrom('merchant_remotes')
    .selectAll()
    .where('merchant_code', '=', code)
    .execute();
  const byName = new Map(rows.map((row) => [row.name, row]));
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const row = byName.get(name);
      // A remote without a row is simply off; the shell then hides its routes and widgets.
      return [
        name,
        row ? remoteEntry(Boolean(row.enabled), row.entry, row.version, row.integrity) : MISSING_REMOTE,
      ];
    }),
  ) as MerchantManifest['remotes'];
  const canaries: Partial<Record<RemoteName, RemoteCanary>> = {};
  for (const row of rows) {
    if (row.canary_entry === null || row.canary_version === null || row.canary_share === null) continue;
    const name = row.name as RemoteName;
    canaries[name] = {
      entry: row.canary_entry,
      version: row.canary_version,
      share: row.canary_share,
      ...(row.canary_integrity ? { integrity: row.canary_integrity } : {}),
    };
  }
  return {
    manifest: {
      merchantCode: merchant.code,
      name: merchant.name,
      remotes,
      frameOrigins: merchant.frameOrigins,
    },
    canaries,
  };
}

/**
 * Turns one remote on or off, or repoints it; null when the merchant is unknown. A new entry without an
 * integrity in the patch has none: a hash belongs to the file it was taken from.
 */
export async function updateRemote(
  db: Db,
  code: string,
  name: RemoteName,
  patch: RemotePatch,
  now: Date = new Date(),
): Promise<MerchantManifest | null> {
  const before = await readManifest(db, code);
  if (!before) return null;
  const current = before.remotes[name];
  const next = { ...current, ...patch };
  const repointed = patch.entry !== undefined && patch.entry !== current.entry;
  const integrity =
    patch.integrity !== undefined ? patch.integrity : repointed ? null : (current.integrity ?? null);
  const columns = {
    enabled: next.enabled ? 1 : 0,
    entry: next.entry,
    version: next.version,
    integrity,
    updated_at: now.toISOString(),
  };
  await inTransaction(db, async (trx) => {
    await keepReplacedEntry(trx, code, name, now);
    await trx
      .insertInto('merchant_remotes')
      .values({ merchant_code: code, name, ...columns, canary_integrity: null })
      .onConflict((oc) => oc.columns(['merchant_code', 'name']).doUpdateSet(columns))
      .execute();
  });
  return readManifest(db, code);
}
