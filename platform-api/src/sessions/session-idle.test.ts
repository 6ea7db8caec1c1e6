import { hashToken } from '../security/token';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

const MINUTE = 60_000;
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Pretends the session was last used `minutes` ago, instead of waiting for it. */
const lastUsed = (token: string, minutes: number) =>
  t.db
    .updateTable('sessions')
    .set({ last_seen_at: new Date(Date.now() - minutes * MINUTE).toISOString() })
    .where('token_hash', '=', hashToken(token))
    .execute();

const memberInfo = (token: string) =>
  t.call({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });

describe('sessions over HTTP (ASVS V7)', () => {
  it('a session idle for 30 minutes is refused with NOT_LOGGED_IN', async () => {
    const token = await t.login('player1');
    await lastUsed(token, 20);
    expect((await memberInfo(token)).statusCode).toBe(200);
    await lastUsed(token, 31);
    const refused = await memberInfo(token);
    expect(refused.statusCode).toBe(401);
    expect(envelope(refused)).toMatchObject({ success: false, code: 'NOT_LOGGED_IN' });
  });

  it('every request slides the idle time on', async () => {
    const token = await t.login('player2');
    await lastUsed(token, 25);
    expect((await memberInfo(token)).statusCode).toBe(200);
    const row = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_at ?? '')).toBeLessThan(5 * MINUTE);
  });

  it('a logged-out token stays refused, on every endpoint that needs a session', async () => {
    const token = await t.login('player0');
    const out = await t.call({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    for (const url of ['/wps/member/info', '/wps/wallets/gcs', '/wps/relay/CSP_unreadCount']) {
      const res = await t.call({ method: 'GET', url, headers: bearer(token) });
      expect(res.statusCode).toBe(401);
    }
  });
});
