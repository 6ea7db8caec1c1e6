import type { RemoteName } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { sharePercent } from './canary-bucket';
import type { RemoteCanary } from './canary-choice';
import { keepReplacedEntry } from './manifest-history';

/** Why a canary change was refused (the operator command turns these into messages). */
export type CanaryRefusal = 'no-entry' | 'no-canary' | 'same-version';

export type CanaryOutcome = { ok: true } | { ok: false; reason: CanaryRefusal };

const NO_CANARY = { canary_entry: null, canary_version: null, canary_share: null, canary_integrity: null };

async function currentRow(db: Db, code: string, name: RemoteName) {
  return db
    .selectFrom('merchant_remotes')
    .select(['entry', 'version', 'canary_entry', 'canary_version', 'canary_share', 'canary_integrity'])
    .where('merchant_code', '=', code)
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * Starts a canary of one remote, or changes the share (and entry) of the running one. Like every manifest
 * change, the entry as it was goes to the history first, so `rollback` undoes this step. A new canary entry
 * takes the integrity given with it (none when none is given); a share change keeps the running one's.
 */
export async function setCanary(
  db: Db,
  code: string,
  name: RemoteName,
  canary: Partial<RemoteCanary> & { share: number },
  now: Date = new Date(),
): Promise<CanaryOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, code, name);
    if (!row) return { ok: false, reason: 'no-entry' };
    const entry = canary.entry ?? row.canary_entry;
    const version = canary.version ?? row.canary_version;
    if (entry === null || version === null) return { ok: false, reason: 'no-canary' };
    if (entry === row.entry && version === row.version) return { ok: false, reason: 'same-version' };
    const integrity = canary.entry === undefined ? row.canary_integrity : (canary.integrity ?? null);
    await keepReplacedEntry(trx, code, name, now);
    await trx
      .updateTable('merchant_remotes')
      .set({
        canary_entry: entry,
        canary_version: version,
        canary_share: canary.share,
        canary_integrity: integrity,
        updated_at: now.toISOString(),
      })
      .where('merchant_code', '=', code)
      .where('name', '=', name)
      .execute();
    return { ok: true };
  });
}

/**
 * Ends a running canary: `promote` makes its entry and version everyone's, `abort` sends everyone back to
 * the stable one. Either way the entry with its canary goes to the history first.
 */
export async function endCanary(
  db: Db,
  code: string,
  name: RemoteName,
  how: 'promote' | 'abort',
  now: Date = new Date(),
): Promise<CanaryOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, code, name);
    if (!row) return { ok: false, reason: 'no-entry' };
    if (row.canary_entry === null || row.canary_version === null) return { ok: false, reason: 'no-canary' };
    await keepReplacedEntry(trx, code, name, now);
    const promoted =
      how === 'promote'
        ? { entry: row.canary_entry, version: row.canary_version, integrity: row.canary_integrity }
        : {};
    await trx
      .updateTable('merchant_remotes')
      .set({ ...promoted, ...NO_CANARY, updated_at: now.toISOString() })
      .where('merchant_code', '=', code)
      .where('name', '=', name)
      .execute();
    return { ok: true };
  });
}

/** Every running canary of a merchant, for `operator status` and `operator canary`. */
export async function canariesOf(db: Db, code: string) {
  const rows = await db
    .selectFrom('merchant_remotes')
    .select(['name', 'entry', 'version', 'integrity', 'canary_entry', 'canary_version', 'canary_share'])
    .select('canary_integrity')
    .where('merchant_code', '=', code)
    .where('canary_entry', 'is not', null)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    stable: { entry: row.entry, version: row.version, integrity: row.integrity },
    canary: { entry: row.canary_entry, version: row.canary_version, integrity: row.canary_integrity },
    sharePercent: sharePercent(row.canary_share ?? 0),
  }));
}
