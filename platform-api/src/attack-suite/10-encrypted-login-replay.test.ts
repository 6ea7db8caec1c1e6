import { CREDENTIAL_MAX_AGE_MS, encryptCredentials } from '@mobile/shared-contracts';
import { DEMO_PASSWORD, publicKeyOf } from '../accounts/account-test-kit';
import { ENCRYPTED_HEADERS } from '../security/browser-encrypt';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26 finding 10: a captured encrypted login body could be replayed for the key's lifetime (7 days
 * and an hour), each replay opening a new session. Bodies now carry their time and a single-use nonce,
 * spent in a table every API instance shares.
 */
jest.setTimeout(60_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const sessionsOf = async (user: string) =>
  Number(
    (
      await t.db
        .selectFrom('sessions')
        .innerJoin('members', 'members.id', 'sessions.member_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('members.username', '=', user)
        .where('members.merchant_code', '=', 'demo')
        .executeTakeFirstOrThrow()
    ).n,
  );
const sealedLogin = async (user: string, issuedAt = Date.now()) =>
  encryptCredentials(
    { type: 'username', username: user, password: DEMO_PASSWORD },
    await publicKeyOf(t),
    globalThis.crypto,
    issuedAt,
  );
const send = (body: unknown, ip: string) =>
  t.call({
    method: 'POST',
    url: '/wps/session/login',
    payload: body as object,
    remoteAddress: ip,
    headers: { ...ENCRYPTED_HEADERS, 'x-merchant-code': 'demo' },
  });

describe('10: an encrypted login body works once, and only while fresh', () => {
  it('a replayed body is refused and opens no session', async () => {
    const body = await sealedLogin('player0');
    const before = await sessionsOf('player0');
    const first = await send(body, '10.100.0.1');
    expect(first.statusCode).toBe(200);
    const replay = await send(body, '10.100.0.2');
    expect(replay.statusCode).toBe(400);
    expect(envelope(replay).code).toBe('BAD_REQUEST');
    expect(await sessionsOf('player0')).toBe(before + 1);
  });

  it('ten concurrent replays of one body open exactly one session', async () => {
    const body = await sealedLogin('player1');
    const before = await sessionsOf('player1');
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => send(body, `10.100.1.${i + 1}`)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => envelope(a).code === 'BAD_REQUEST')).toHaveLength(9);
    expect(await sessionsOf('player1')).toBe(before + 1);
  });

  it('a body older than a few minutes, or from the future, is refused', async () => {
    const before = await sessionsOf('player2');
    const stale = await send(
      await sealedLogin('player2', Date.now() - CREDENTIAL_MAX_AGE_MS - 1000),
      '10.100.2.1',
    );
    expect(stale.statusCode).toBe(400);
    const ahead = await send(await sealedLogin('player2', Date.now() + 10 * 60_000), '10.100.2.2');
    expect(ahead.statusCode).toBe(400);
    expect(await sessionsOf('player2')).toBe(before);
    // A fresh one still logs in.
    expect((await send(await sealedLogin('player2'), '10.100.2.3')).statusCode).toBe(200);
  });
});
