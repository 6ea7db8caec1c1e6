import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** Row count of every table in one query; covers tables other areas add later. */
export async function rowCounter(db: Db): Promise<() => Promise<Record<string, number>>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  const query = sql.join(
    tables.map((name) => sql`select ${name} as name, count(*) as n from ${sql.table(name)}`),
    sql` union all `,
  );
  return async () => {
    const { rows } = await sql<{ name: string; n: number | string }>`${query}`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
  };
}
