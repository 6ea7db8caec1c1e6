import type { RemoteName } from '@mobile/shared-contracts';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { sharePercent } from './canary-bucket';
import type { RemoteCanary } from './canary-choice';
import type { CanaryPolicy } from './canary-judgement';
import { type ChangeNote, keepReplacedEntry, MANUAL_CANARY } from './manifest-history';

/** Why a canary change was refused (the operator command turns these into messages). */
export type CanaryRefusal = 'no-entry' | 'no-canary' | 'same-version' | 'other-canary';

export type CanaryOutcome = { ok: true } | { ok: false; reason: CanaryRefusal };

const NO_CANARY = {
  canary_entry: null,
  canary_version: null,
  canary_share: null,
  canary_integrity: null,
  canary_started_at: null,
  ...MANUAL_CANARY,
};

const policyColumns = (policy: CanaryPolicy | null) =>
  policy === null
    ? MANUAL_CANARY
    : {
        canary_min_samples: policy.minSamples,
        canary_error_margin: policy.errorMargin,
        canary_inp_margin_ms: policy.inpMarginMs,
        canary_timeout_minutes: policy.timeoutMinutes,
      };

type PolicyRow = {
  canary_min_samples: number | null;
  canary_error_margin: number | null;
  canary_inp_margin_ms: number | null;
  canary_timeout_minutes: number | null;
};

/** The stored policy of an automatic canary; null: judged by hand. */
export function policyOf(row: PolicyRow): CanaryPolicy | null {
  if (row.canary_min_samples === null) return null;
  return {
    minSamples: Number(row.canary_min_samples),
    errorMargin: Number(row.canary_error_margin),
    inpMarginMs: Number(row.canary_inp_margin_ms),
    timeoutMinutes: Number(row.canary_timeout_minutes),
  };
}

async function currentRow(db: Db, code: string, name: RemoteName) {
  return db
    .selectFrom('merchant_remotes')
    .select(['entry', 'version', 'canary_entry', 'canary_version', 'canary_share', 'canary_integrity'])
    .select('canary_started_at')
    .where('merchant_code', '=', code)
    .where('name', '=', name)
    .executeTakeFirst();
}

/**
 * Starts a canary of one remote, or changes the share (and entry) of the running one. Like every manifest
 * change, the entry as it was goes to the history first, so `rollback` undoes this step. A new canary entry
 * takes the integrity given with it (none when none is given); a share change keeps the running one's.
 * A new canary starts now, judged by `auto` (a policy) or by hand (null or left out); a share change keeps
 * its start and its judgement unless `auto` is given.
 */
export async function setCanary(
  db: Db,
  code: string,
  name: RemoteName,
  canary: Partial<RemoteCanary> & { share?: number; auto?: CanaryPolicy | null },
  now: Date = new Date(),
): Promise<CanaryOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, code, name);
    if (!row) return { ok: false, reason: 'no-entry' };
    const entry = canary.entry ?? row.canary_entry;
    const version = canary.version ?? row.canary_version;
    if (entry === null || version === null) return { ok: false, reason: 'no-canary' };
    if (entry === row.entry && version === row.version) return { ok: false, reason: 'same-version' };
    const share = canary.share ?? row.canary_share;
    if (share === null) return { ok: false, reason: 'no-canary' };
    const fresh = entry !== row.canary_entry || version !== row.canary_version;
    const integrity = canary.entry === undefined ? row.canary_integrity : (canary.integrity ?? null);
    await keepReplacedEntry(trx, code, name, now);
    await trx
      .updateTable('merchant_remotes')
      .set({
        canary_entry: entry,
        canary_version: version,
        canary_share: share,
        canary_integrity: integrity,
        ...(fresh || row.canary_started_at === null ? { canary_started_at: now.toISOString() } : {}),
        ...(canary.auto !== undefined ? policyColumns(canary.auto) : fresh ? MANUAL_CANARY : {}),
        updated_at: now.toISOString(),
      })
      .where('merchant_code', '=', code)
      .where('name', '=', name)
      .execute();
    return { ok: true };
  });
}

/** Who ends a canary and why (the judge), and which canary it judged: another one running is left alone. */
export interface EndNote extends ChangeNote {
  canaryVersion: string;
  startedAt: string | null;
}

/**
 * Ends a running canary: `promote` makes its entry and version everyone's, `abort` sends everyone back to
 * the stable one. Either way the entry with its canary goes to the history first, with the note's actor
 * and reason when the judge ends it (refused as `other-canary` when the canary changed since it judged).
 */
export async function endCanary(
  db: Db,
  code: string,
  name: RemoteName,
  how: 'promote' | 'abort',
  now: Date = new Date(),
  note?: EndNote,
): Promise<CanaryOutcome> {
  return inTransaction(db, async (trx) => {
    const row = await currentRow(trx, code, name);
    if (!row) return { ok: false, reason: 'no-entry' };
    if (row.canary_entry === null || row.canary_version === null) return { ok: false, reason: 'no-canary' };
    if (note && (note.canaryVersion !== row.canary_version || note.startedAt !== row.canary_started_at))
      return { ok: false, reason: 'other-canary' };
    await keepReplacedEntry(trx, code, name, now, true, note && { actor: note.actor, reason: note.reason });
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
    .select(['canary_integrity', 'canary_started_at'])
    .select(['canary_min_samples', 'canary_error_margin', 'canary_inp_margin_ms', 'canary_timeout_minutes'])
    .where('merchant_code', '=', code)
    .where('canary_entry', 'is not', null)
    .orderBy('name')
    .execute();
  return rows.map((row) => ({
    name: row.name,
    stable: { entry: row.entry, version: row.version, integrity: row.integrity },
    canary: { entry: row.canary_entry, version: row.canary_version, integrity: row.canary_integrity },
    sharePercent: sharePercent(row.canary_share ?? 0),
    startedAt: row.canary_started_at,
    /** The automatic judgement's policy; null: judged by hand. */
    auto: policyOf(row),
  }));
}
