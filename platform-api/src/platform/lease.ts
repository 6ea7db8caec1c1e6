import type { Db } from '../db/schema';

/**
 * A lease one instance at a time holds on a named background job: a `platform_leases` row with its holder
 * and expiry, taken or renewed by one conditional UPDATE (the holder renews; anyone takes an expired one),
 * so SQLite and PostgreSQL agree without locks or advisory functions. An instance that dies stops renewing
 * and loses the lease at its expiry (decision 0302).
 */
export interface Lease {
  name: string;
  holder: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  lastRunAt: string | null;
  lastRunBy: string | null;
  lastRunSummary: string | null;
}

/** Takes (or renews) the lease for `ttlMs` from `nowMs`; true when `holder` holds it now. */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  nowMs: number,
  ttlMs: number,
): Promise<boolean> {
  // The row exists once; an instance inserting it at the same time as another loses nothing.
  await db
    .insertInto('platform_leases')
    .values({ name, holder: '', expires_at: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('platform_leases')
    .set({ holder, expires_at: nowMs + ttlMs })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', nowMs)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** Gives the lease up (a clean stop) so another instance need not wait for its expiry. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db
    .updateTable('platform_leases')
    .set({ expires_at: 0 })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

/** Records the job's run, only while `holder` still holds the lease. */
export async function recordLeaseRun(
  db: Db,
  name: string,
  holder: string,
  at: Date,
  summary: string,
): Promise<void> {
  await db
    .updateTable('platform_leases')
    .set({ last_run_at: at.toISOString(), last_run_by: holder, last_run_summary: summary.slice(0, 240) })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}

export async function readLease(db: Db, name: string): Promise<Lease | null> {
  const row = await db.selectFrom('platform_leases').selectAll().where('name', '=', name).executeTakeFirst();
  if (!row) return null;
  return {
    name: row.name,
    holder: row.holder,
    expiresAt: Number(row.expires_at),
    lastRunAt: row.last_run_at,
    lastRunBy: row.last_run_by,
    lastRunSummary: row.last_run_summary,
  };
}
