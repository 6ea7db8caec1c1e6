import { createTestContext, type TestContext } from '../test/test-context';
import {
  createSession,
  deleteExpiredSessions,
  findSession,
  SESSION_IDLE_MS,
  SESSION_TOUCH_MS,
  SESSION_TTL_MS,
} from './session-store';

const MINUTE = 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe('session store', () => {
  let t: TestContext;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const row = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player0')
      .where('merchant_code', '=', 'demo')
      .executeTakeFirstOrThrow();
    memberId = row.id;
  });
  afterAll(() => t.close());

  const open = (now: Date) => createSession(t.db, { id: memberId, merchantCode: 'demo' }, now);

  it('finds a session by token on its merchant only, and never a malformed token', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const { token, expiresAt } = await open(now);
    expect(Date.parse(expiresAt) - now.getTime()).toBe(SESSION_TTL_MS);
    expect(await findSession(t.db, token, 'demo', { now })).toMatchObject({
      memberId,
      userName: 'player0',
      type: 0,
    });
    expect(await findSession(t.db, token, 'lite', { now })).toBeNull();
    expect(await findSession(t.db, `${token}x`, 'demo', { now })).toBeNull();
    expect(await findSession(t.db, 'short', 'demo', { now })).toBeNull();
  });

  it('ends after 30 idle minutes', async () => {
    const start = new Date('2030-01-02T00:00:00Z');
    expect(SESSION_IDLE_MS).toBe(30 * MINUTE);
    const { token } = await open(start);
    expect(await findSession(t.db, token, 'demo', { now: at(start, 30 * MINUTE - 1) })).not.toBeNull();
    const { token: idle } = await open(start);
    expect(await findSession(t.db, idle, 'demo', { now: at(start, 30 * MINUTE) })).toBeNull();
  });

  it('slides the idle time on with every use, until the 24-hour lifetime ends it anyway', async () => {
    const start = new Date('2030-01-03T00:00:00Z');
    const { token } = await open(start);
    // A request every 20 minutes keeps it alive far past 30 minutes…
    let now = start;
    for (let i = 0; i < 71; i++) {
      now = at(now, 20 * MINUTE);
      expect(await findSession(t.db, token, 'demo', { now })).not.toBeNull();
    }
    // …but not past its absolute lifetime.
    expect(await findSession(t.db, token, 'demo', { now: at(start, SESSION_TTL_MS) })).toBeNull();
  });

  it('writes last use at most once a minute', async () => {
    const start = new Date('2030-01-04T00:00:00Z');
    const { token } = await open(start);
    const lastSeen = async () =>
      (
        await t.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('created_at', '=', start.toISOString())
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    await findSession(t.db, token, 'demo', { now: at(start, SESSION_TOUCH_MS - 1) });
    expect(await lastSeen()).toBe(start.toISOString());
    await findSession(t.db, token, 'demo', { now: at(start, SESSION_TOUCH_MS) });
    expect(await lastSeen()).toBe(at(start, SESSION_TOUCH_MS).toISOString());
  });

  it('takes a configured idle time', async () => {
    const start = new Date('2030-01-05T00:00:00Z');
    const { token } = await open(start);
    expect(
      await findSession(t.db, token, 'demo', { now: at(start, 5 * MINUTE), idleMs: 5 * MINUTE }),
    ).toBeNull();
  });

  it('sweeps expired and idle sessions, keeping live ones', async () => {
    const now = new Date('2030-02-01T00:00:00Z');
    const { token: expired } = await open(at(now, -SESSION_TTL_MS));
    const { token: idle } = await open(at(now, -31 * MINUTE));
    const { token: live } = await open(at(now, -MINUTE));
    await deleteExpiredSessions(t.db, now);
    const left = await t.db.selectFrom('sessions').select('created_at').execute();
    const created = left.map((r) => r.created_at);
    expect(created).toContain(at(now, -MINUTE).toISOString());
    expect(created).not.toContain(at(now, -31 * MINUTE).toISOString());
    expect(created).not.toContain(at(now, -SESSION_TTL_MS).toISOString());
    expect(await findSession(t.db, live, 'demo', { now })).not.toBeNull();
    expect(await findSession(t.db, idle, 'demo', { now })).toBeNull();
    expect(await findSession(t.db, expired, 'demo', { now })).toBeNull();
  });
});
