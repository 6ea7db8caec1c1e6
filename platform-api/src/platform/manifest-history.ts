import type { RemoteName } from '@mobile/shared-contracts';
import type { Transaction } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { DB, Db } from '../db/schema';
import { publishLive } from '../live/live-notice';

export interface RemoteEntryRow {
  enabled: number;
  entry: string;
  version: string;
  canary_entry: string | null;
  canary_version: string | null;
  canary_share: number | null;
  integrity: string | null;
  canary_integrity: string | null;
}

const ENTRY_COLUMNS = [
  'enabled',
  'entry',
  'version',
  'canary_entry',
  'canary_version',
  'canary_share',
  'integrity',
  'canary_integrity',
] as const;

/** Who made a change and why, kept on the history row of the entry it replaced. */
export interface ChangeNote {
  /** `auto`: the canary judge; left out: an operator command. */
  actor: string;
  reason: string;
}

/**
 * Keeps the entry a change is about to replace (none when the remote had no row yet). Every manifest change
 * (switch, repoint, canary, rollback) passes here, so here the merchant's open pages are told (issue 32).
 */
export async function keepReplacedEntry(
  trx: Transaction<DB>,
  code: string,
  name: RemoteName,
  now: Date,
  targetable = true,
  note?: ChangeNote,
): Promise<void> {
  const row = await trx
    .selectFrom('merchant_remotes')
    .select(ENTRY_COLUMNS)
    .where('merchant_code', '=', code)
    .where('name', '=', name)
    .executeTakeFirst();
  await publishLive(trx, { k: 'manifest', c: code });
  if (!row) return;
  await trx
    .insertInto('merchant_remote_history')
    .values({
      merchant_code: code,
      name,
      ...row,
      replaced_at: now.toISOString(),
      // An entry a rollback removed stays in the history but is never rolled back to.
      restored_at: targetable ? null : now.toISOString(),
      actor: note?.actor ?? null,
      reason: note?.reason ?? null,
    })
    .execute();
}

/** No automatic judgement (0301). */
export const MANUAL_CANARY = {
  canary_min_samples: null,
  canary_error_margin: null,
  canary_inp_margin_ms: null,
  canary_timeout_minutes: null,
} as const;

/**
 * Puts back the newest entry a change replaced (enabled flag, URL, version, integrity and the canary it
 * had then, if any), keeping the one it replaces in the history too; a second rollback goes one step further
 * back. Null: nothing to restore.
 */
export async function rollbackRemote(
  db: Db,
  code: string,
  name: RemoteName,
  now: Date = new Date(),
): Promise<RemoteEntryRow | null> {
  return inTransaction(db, async (trx) => {
    const previous = await trx
      .selectFrom('merchant_remote_history')
      .select(['id', ...ENTRY_COLUMNS])
      .where('merchant_code', '=', code)
      .where('name', '=', name)
      .where('restored_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!previous) return null;
    await keepReplacedEntry(trx, code, name, now, false);
    await trx
      .updateTable('merchant_remote_history')
      .set({ restored_at: now.toISOString() })
      .where('id', '=', previous.id)
      .execute();
    const { id: _id, ...entry } = previous;
    await trx
      .updateTable('merchant_remotes')
      .set({
        ...entry,
        // A canary put back runs again from now, judged by hand (`operator canary --auto` to change that).
        ...MANUAL_CANARY,
        canary_started_at: entry.canary_entry === null ? null : now.toISOString(),
        updated_at: now.toISOString(),
      })
      .where('merchant_code', '=', code)
      .where('name', '=', name)
      .execute();
    return entry;
  });
}

/** Newest first, for `operator history`. */
export function remoteHistory(db: Db, code: string, name: RemoteName) {
  return db
    .selectFrom('merchant_remote_history')
    .select([
      'enabled',
      'entry',
      'version',
      'canary_entry as canaryEntry',
      'canary_version as canaryVersion',
      'canary_share as canaryShare',
      'integrity',
      'canary_integrity as canaryIntegrity',
      'replaced_at as replacedAt',
      'restored_at as restoredAt',
      'actor',
      'reason',
    ])
    .where('merchant_code', '=', code)
    .where('name', '=', name)
    .orderBy('id', 'desc')
    .execute();
}
