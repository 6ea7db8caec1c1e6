import { FIELD_VITALS, type FieldBatch, type FieldVital, scrubFieldText } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { bucketOf } from './field-buckets';

/** The UTC minute a time falls in, as `field_minutes.minute` keeps it (`YYYY-MM-DDTHH:MM`). */
export const minuteOf = (time: Date): string => time.toISOString().slice(0, 16);

const isVital = (kind: string): kind is FieldVital => (FIELD_VITALS as readonly string[]).includes(kind);

/**
 * Stores a validated batch: each event as a row of `field_events` (its detail scrubbed again: the shell's
 * scrubbing is not trusted), and the minute's counts in `field_minutes`, in one transaction. The counts
 * are added to (an upsert per key), so any number of API instances can take batches of the same minute.
 */
export async function recordFieldBatch(db: Db, batch: FieldBatch, now: Date = new Date()): Promise<void> {
  const receivedAt = now.toISOString();
  const minute = minuteOf(now);
  const rows = batch.events.map((event) => {
    const detail = event.detail === undefined ? '' : scrubFieldText(event.detail);
    return {
      merchant_code: batch.merchantCode,
      session_id: batch.sessionId,
      kind: event.kind,
      page: event.page,
      owner: event.owner,
      version: event.version,
      arm: event.arm,
      // A vital without a value is no measurement; other kinds keep none.
      value: isVital(event.kind) ? (event.value ?? null) : null,
      detail: detail === '' ? null : detail,
      received_at: receivedAt,
    };
  });
  const counts = new Map<
    string,
    { owner: string; version: string; arm: string; kind: string; bucket: number; count: number }
  >();
  for (const row of rows) {
    if (isVital(row.kind) && row.value === null) continue;
    const bucket = isVital(row.kind) && row.value !== null ? bucketOf(row.kind, row.value) : 0;
    const key = [row.owner, row.version, row.arm, row.kind, bucket].join(' ');
    const found = counts.get(key);
    if (found) found.count += 1;
    else
      counts.set(key, {
        owner: row.owner,
        version: row.version,
        arm: row.arm,
        kind: row.kind,
        bucket,
        count: 1,
      });
  }
  // Sorted keys: two instances adding to the same minute lock its rows in the same order (no deadlock).
  const minutes = [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, value]) => ({ merchant_code: batch.merchantCode, minute, ...value }));
  await inTransaction(db, async (trx) => {
    await trx.insertInto('field_events').values(rows).execute();
    if (minutes.length === 0) return;
    await trx
      .insertInto('field_minutes')
      .values(minutes)
      .onConflict((oc) =>
        oc
          .columns(['merchant_code', 'minute', 'owner', 'version', 'arm', 'kind', 'bucket'])
          .doUpdateSet({ count: sql`field_minutes.count + excluded.count` }),
      )
      .execute();
  });
}
