import { sql } from 'kysely';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { isDatabaseUnavailable } from './unavailable';

// SQLite's change stamps and read-only pragma; PostgreSQL has neither (its cache bounds staleness by age).
const itOnSqlite = process.env.DATABASE_URL ? it.skip : it;

describe('database faults', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      extend: (app) => {
        app.get('/__test/locked', async () => {
          throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
        });
        app.get('/__test/pg-down', async () => {
          throw Object.assign(new Error('terminating connection due to administrator command'), {
            code: '57P01',
          });
        });
      },
    });
  });
  afterAll(() => t.close());

  it('a locked database or a PostgreSQL shutdown answers 503 with Retry-After, not a stack', async () => {
    for (const url of ['/__test/locked', '/__test/pg-down']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(envelope(res)).toEqual({ success: false, code: 'UPGRADING', message: null, value: null });
      expect(res.body).not.toMatch(/locked|administrator|at /);
    }
  });

  itOnSqlite('a read-only database refuses writes with 503 and keeps answering reads', async () => {
    const token = await t.login('player1');
    // Last used five minutes ago: the next member read wants to write its last use, and cannot.
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await t.db.updateTable('sessions').set({ last_seen_at: fiveMinutesAgo }).execute();
    await sql`pragma query_only = on`.execute(t.db);
    try {
      const write = await t.call({
        method: 'POST',
        url: '/wps/member/nickname',
        headers: bearer(token),
        payload: { nickname: 'ReadOnly' },
      });
      expect(write.statusCode).toBe(503);
      expect(envelope(write).code).toBe('UPGRADING');
      const read = await t.call({
        method: 'GET',
        url: '/wps/system/status',
        headers: { 'x-merchant-code': 'demo' },
      });
      expect(read.statusCode).toBe(200);
      const info = await t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
      expect(info.statusCode).toBe(200);
    } finally {
      await sql`pragma query_only = off`.execute(t.db);
    }
  });

  it('tells database failures from request failures', () => {
    expect(isDatabaseUnavailable({ code: 'SQLITE_READONLY' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'SQLITE_BUSY_SNAPSHOT' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('x'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
