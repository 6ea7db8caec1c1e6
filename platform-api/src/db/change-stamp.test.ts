import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { createChangeStamp } from './change-stamp';

interface TestDb {
  notes: { id: number; text: string };
}

function setUp() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-')), 'db.sqlite');
  const sqlite = new Database(file);
  sqlite.exec('create table notes (id integer primary key, text text)');
  let clock = 1_000;
  const stamp = createChangeStamp(sqlite, { otherWriterLagMs: 100, now: () => clock });
  const db = new Kysely<TestDb>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [stamp.plugin],
  });
  const other = new Database(file);
  const advance = (ms: number) => {
    clock += ms;
  };
  return { db, stamp, other, advance };
}

describe('createChangeStamp', () => {
  it("sees this process's writes at once, through Kysely or raw SQL", async () => {
    const { db, stamp } = setUp();
    const first = stamp.read();
    await db.insertInto('notes').values({ id: 1, text: 'a' }).execute();
    const second = stamp.read();
    expect(second).not.toBe(first);
    await db.updateTable('notes').set({ text: 'b' }).execute();
    expect(stamp.read()).not.toBe(second);
    const third = stamp.read();
    await sql`delete from notes`.execute(db);
    expect(stamp.read()).not.toBe(third);
  });

  it('reads are free: a select leaves the stamp as it is', async () => {
    const { db, stamp } = setUp();
    const first = stamp.read();
    await db.selectFrom('notes').selectAll().execute();
    expect(stamp.read()).toBe(first);
  });

  it("sees another connection's commit once the last reading is older than the lag", () => {
    const { stamp, other, advance } = setUp();
    const first = stamp.read();
    other.exec("insert into notes (id, text) values (9, 'operator')");
    advance(99);
    expect(stamp.read()).toBe(first); // a busy server reads data_version at most every 100 ms
    advance(1);
    expect(stamp.read()).not.toBe(first);
  });

  it('reads data_version again when the clock goes back', () => {
    const { stamp, other, advance } = setUp();
    const first = stamp.read();
    other.exec("insert into notes (id, text) values (9, 'operator')");
    advance(-5_000);
    expect(stamp.read()).not.toBe(first);
  });

  it('a write seen before and after it completes: a cache filled meanwhile is never trusted', async () => {
    const { db, stamp } = setUp();
    const before = stamp.read();
    const pending = db.insertInto('notes').values({ id: 2, text: 'x' }).execute();
    const during = stamp.read();
    expect(during).not.toBe(before);
    await pending;
    expect(stamp.read()).not.toBe(during);
  });
});
