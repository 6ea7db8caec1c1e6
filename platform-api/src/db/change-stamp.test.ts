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
  let endOfTurn: (() => void) | null = null;
  const stamp = createChangeStamp(sqlite, (forget) => {
    endOfTurn = forget;
  });
  const db = new Kysely<TestDb>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [stamp.plugin],
  });
  const other = new Database(file);
  return { db, stamp, other, turnEnds: () => endOfTurn?.() };
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

  it("sees another connection's commit from the next turn of the event loop", () => {
    const { stamp, other, turnEnds } = setUp();
    const first = stamp.read();
    other.exec("insert into notes (id, text) values (9, 'operator')");
    expect(stamp.read()).toBe(first); // the same turn shares one reading
    turnEnds();
    expect(stamp.read()).not.toBe(first);
  });
});
