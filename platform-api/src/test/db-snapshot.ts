import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/schema';

/**
 * Tables a refused request may still touch: a session's last use, login and code attempt counters,
 * migration bookkeeping. Everything else must be byte-for-byte the same after a refusal.
 */
const VOLATILE = new Set(['sessions', 'account_events', 'kysely_migration', 'kysely_migration_lock']);

/** Row counts and a digest of every table's content, so "nothing changed" covers tables added later. */
export async function snapshotDb(db: Db): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables()).filter((t) => !VOLATILE.has(t.name));
  const result: Record<string, string> = {};
  for (const table of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    result[table.name] =
      `${rows.length}:${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return result;
}

/** Row counts only, for messages that say which table changed. */
export const countsOf = (snapshot: Record<string, string>) =>
  Object.fromEntries(Object.entries(snapshot).map(([table, value]) => [table, value.split(':')[0]]));
