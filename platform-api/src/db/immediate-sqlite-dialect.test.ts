import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';

interface TestDb {
  notes: { id: number; text: string };
}

function setUp(Dialect: typeof SqliteDialect) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'immediate-')), 'db.sqlite');
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.exec('create table notes (id integer primary key, text text)');
  // Another process's connection (the operator CLI). It does not wait for a lock, so the test never
  // depends on time: a write it cannot make fails at once.
  const other = new Database(file);
  other.pragma('busy_timeout = 0');
  return { db: new Kysely<TestDb>({ dialect: new Dialect({ database: sqlite }) }), other };
}

/** A transaction that reads, lets the other process try a write, then writes itself. */
async function readThenWrite(db: Kysely<TestDb>, other: Database.Database) {
  let otherWrote = true;
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('notes').selectAll().execute();
    try {
      other.prepare("insert into notes (id, text) values (1, 'other')").run();
    } catch {
      otherWrote = false;
    }
    await trx.insertInto('notes').values({ id: 2, text: 'mine' }).execute();
  });
  return otherWrote;
}

describe('ImmediateSqliteDialect', () => {
  it("holds the write lock from the transaction's start, so another writer waits rather than the transaction failing midway", async () => {
    const { db, other } = setUp(ImmediateSqliteDialect);
    expect(await readThenWrite(db, other)).toBe(false);
    const rows = await db.selectFrom('notes').select('text').execute();
    expect(rows).toEqual([{ text: 'mine' }]);
    // Once it has committed, the other process writes.
    other.prepare("insert into notes (id, text) values (1, 'other')").run();
    expect(await db.selectFrom('notes').select('id').orderBy('id').execute()).toEqual([{ id: 1 }, { id: 2 }]);
    await db.destroy();
  });

  it("is what Kysely's own dialect gets wrong: its deferred transaction fails at its first write", async () => {
    const { db, other } = setUp(SqliteDialect);
    await expect(readThenWrite(db, other)).rejects.toThrow(/database is locked|busy/i);
    await db.destroy();
  });
});
