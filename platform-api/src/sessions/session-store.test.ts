import { createTestContext, type TestContext } from '../test/test-context';
import { createSession, deleteExpiredSessions, findSession, SESSION_TTL_MS } from './session-store';

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

  it('finds a session by token until it expires after 24 hours', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const { token, expiresAt } = await createSession(t.db, { id: memberId, merchantCode: 'demo' }, now);
    expect(Date.parse(expiresAt) - now.getTime()).toBe(SESSION_TTL_MS);
    expect(await findSession(t.db, token, 'demo', now)).toMatchObject({
      memberId,
      userName: 'player0',
      type: 0,
    });
    expect(await findSession(t.db, token, 'lite', now)).toBeNull();
    expect(await findSession(t.db, token, 'demo', new Date(now.getTime() + SESSION_TTL_MS))).toBeNull();
    expect(await findSession(t.db, `${token}x`, 'demo', now)).toBeNull();
    expect(await findSession(t.db, 'short', 'demo', now)).toBeNull();
  });

  it('sweeps expired sessions', async () => {
    const past = new Date('2000-01-01T00:00:00Z');
    const { token } = await createSession(t.db, { id: memberId, merchantCode: 'demo' }, past);
    await deleteExpiredSessions(t.db);
    expect(await findSession(t.db, token, 'demo', past)).toBeNull();
  });
});
