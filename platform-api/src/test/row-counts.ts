import { sql } from 'kysely';
import type { Db } from '../db/schema';

/**
 * Tables an instance writes and prunes on its own, whatever a request does: the live notices SQLite
 * instances read (pruned after 10 minutes by each reader), and the lottery draws (made when due, by the
 * draws job or by the first read after), so their count says nothing about a request.
 */
const BACKGROUND_TABLES = ['live_notices', 'lottery_draws'];

/** Row count of every table in one query (but the background ones); covers tables other areas add later. */
export async function rowCounter(db: Db): Promise<() => Promise<Record<string, number>>> {
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !BACKGROUND_TABLES.includes(name))
    .sort();
  const query = sql.join(
    tables.map((name) => sql`select ${name} as name, count(*) as n from ${sql.table(name)}`),
    sql` union all `,
  );
  return async () => {
    const { rows } = await sql<{ name: string; n: number | string }>`${query}`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
  };
}
