import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { createDb } from '../db/database';
import { migrateAndSeed, templateKey } from './seeded-template';

/** Any constant: serialises template building across the parallel jest workers. */
const TEMPLATE_LOCK = 7_270_012;
const TEMPLATE_PREFIX = 'platform_tmpl_';
/** "source database is being accessed by other users": a clone raced another connection. */
const OBJECT_IN_USE = '55006';

const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

async function withAdmin<T>(adminUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function databaseExists(client: Client, name: string): Promise<boolean> {
  const result = await client.query('select 1 from pg_database where datname = $1', [name]);
  return (result.rowCount ?? 0) > 0;
}

/** Migrated and seeded once per code version and day, like the SQLite template file. */
export async function ensureTemplate(adminUrl: string): Promise<string> {
  const template = `${TEMPLATE_PREFIX}${templateKey()}`;
  return withAdmin(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await databaseExists(client, template)) return template;
      const building = `${template}_build`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = createDb({ databaseFile: '', databaseUrl: withDatabase(adminUrl, building) });
      try {
        await migrateAndSeed(db);
      } finally {
        await db.destroy();
      }
      await client.query(`alter database ${building} rename to ${template}`);
      const stale = await client.query<{ datname: string }>(
        'select datname from pg_database where datname like $1 and datname <> $2',
        [`${TEMPLATE_PREFIX}%`, template],
      );
      for (const row of stale.rows) await client.query(`drop database if exists ${row.datname} with (force)`);
      return template;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

export interface PostgresTestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test context on the cluster of `adminUrl`, copied from the seeded
 * template (a file-level copy: tens of milliseconds), dropped again by `drop`.
 */
export async function clonePostgresDatabase(adminUrl: string): Promise<PostgresTestDatabase> {
  const template = await ensureTemplate(adminUrl);
  const name = `platform_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
  });
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
