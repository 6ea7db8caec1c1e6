import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isoDay } from '../common/date-range';
import { createDb } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { Db } from '../db/schema';
import { seedAll } from '../demo/seed';

/** Cheap hashing for the seeded users; password.test.ts covers the production parameters. */
export const TEST_SCRYPT = { log2N: 10, r: 8, p: 1 };

export const TEST_REMOTE_URLS = {
  games: 'http://127.0.0.1:3101/remoteEntry.js',
  member: 'http://127.0.0.1:3102/remoteEntry.js',
  wallet: 'http://127.0.0.1:3103/remoteEntry.js',
  agent: 'http://127.0.0.1:3104/remoteEntry.js',
};

/** The schema and demo data every test database starts from (SQLite file or PostgreSQL template). */
export async function migrateAndSeed(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seedAll(db, {
    remoteEntryUrls: TEST_REMOTE_URLS,
    publicOrigin: 'http://127.0.0.1:4000',
    scrypt: TEST_SCRYPT,
  });
}

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sourcesUnder(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Changes whenever the schema or seed code changes, or the day does (seeded "today" activity). */
export function templateKey(): string {
  const hash = createHash('sha256').update(isoDay(new Date()));
  for (const file of sourcesUnder(path.join(__dirname, '..')).sort()) {
    if (!file.endsWith('.test.ts')) hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Other work trees on this machine may still be using their template: only day-old ones go. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

function removeStaleTemplates(current: string): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const full = path.join(os.tmpdir(), name);
    if (!/^platform-api-template-[0-9a-f]{16}\.sqlite$/.test(name) || full === current) continue;
    try {
      if (Date.now() - fs.statSync(full).mtimeMs > STALE_AFTER_MS) fs.rmSync(full, { force: true });
    } catch {
      // removed meanwhile by another run
    }
  }
}

/**
 * Seeding takes most of a second, so it happens once per code version and day; every test
 * context then works on its own copy of that file. The rename makes parallel workers safe.
 */
export async function copySeededDatabase(target: string): Promise<void> {
  const template = path.join(os.tmpdir(), `platform-api-template-${templateKey()}.sqlite`);
  if (!fs.existsSync(template)) {
    const building = `${template}.${process.pid}.tmp`;
    const db = createDb({ databaseFile: building, databaseUrl: null });
    await migrateAndSeed(db);
    // Closing checkpoints the WAL into the main file, so one file is the whole database.
    await db.destroy();
    fs.renameSync(building, template);
    removeStaleTemplates(template);
  }
  fs.copyFileSync(template, target);
}
