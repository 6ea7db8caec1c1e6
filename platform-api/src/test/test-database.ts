import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/schema';
import { clonePostgresDatabase } from './postgres-template';
import { copySeededDatabase } from './seeded-template';

/** Where a test database lives, so a child process (a second API instance, the CLI) can open it too. */
export interface TestDatabaseLocation {
  databaseFile: string;
  databaseUrl: string | null;
}

export interface TestDatabase {
  db: Db;
  location: TestDatabaseLocation;
  close(): Promise<void>;
}

/**
 * A seeded database of its own: on the PostgreSQL cluster of `DATABASE_URL` when it is set (a new
 * database cloned from a seeded template), else a copy of the seeded SQLite file in a temp folder.
 */
export async function openTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<TestDatabase> {
  const adminUrl = env.DATABASE_URL;
  if (adminUrl) {
    const clone = await clonePostgresDatabase(adminUrl);
    const location = { databaseFile: '', databaseUrl: clone.url };
    const db = createDb(location);
    return {
      db,
      location,
      async close() {
        await db.destroy();
        await clone.drop();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-api-test-'));
  const location = { databaseFile: path.join(dir, 'platform.sqlite'), databaseUrl: null };
  await copySeededDatabase(location.databaseFile);
  const db = createDb(location);
  await migrateToLatest(db);
  return {
    db,
    location,
    async close() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
