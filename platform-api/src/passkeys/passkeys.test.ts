import type { PasskeyCreationOptions, PasskeyItem, PasskeyRequestOptions } from '@mobile/shared-contracts';
import { DEMO_PASSWORD } from '../accounts/account-test-kit';
import { startExclusion } from '../protection/exclusions';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { SoftAuthenticator, TEST_ORIGIN } from './passkey-test-kit';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: 'POST',
    url,
    headers: { 'x-merchant-code': 'demo', origin: TEST_ORIGIN, ...headers },
    payload: payload as Record<string, unknown>,
  });

async function registered(user: string, name = 'Phone', authenticator = new SoftAuthenticator()) {
  const token = await t.login(user);
  const options = envelope<PasskeyCreationOptions>(
    await post('/wps/member/passkeys/options', {}, bearer(token)),
  );
  const added = await post(
    '/wps/member/passkeys',
    { name, credential: authenticator.create(options.value) },
    bearer(token),
  );
  expect(envelope(added)).toMatchObject({ success: true, value: { name, synced: false } });
  return { token, authenticator, item: envelope<PasskeyItem>(added).value };
}

async function loginOptions(origin = TEST_ORIGIN) {
  const answer = await post('/wps/session/passkey/options', {}, { origin });
  expect(answer.statusCode).toBe(200);
  return envelope<PasskeyRequestOptions>(answer).value;
}

const login = (credential: unknown, merchant = 'demo') =>
  post('/wps/session/passkey/login', { credential }, { 'x-merchant-code': merchant });

describe('passkeys', () => {
  it('adds a passkey bound to the merchant host and lists it without its key', async () => {
    const token = await t.login('player0');
    const answer = await post('/wps/member/passkeys/options', {}, bearer(token));
    const options = envelope<PasskeyCreationOptions>(answer).value;
    expect(options.rp.id).toBe('localhost');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const authenticator = new SoftAuthenticator();
    const added = await post(
      '/wps/member/passkeys',
      { name: ' My phone ', credential: authenticator.create(options) },
      bearer(token),
    );
    expect(envelope(added).value).toMatchObject({ name: 'My phone', lastUsedAt: null });
    const list = await t.call({ method: 'GET', url: '/wps/member/passkeys', headers: bearer(token) });
    expect(envelope<{ list: PasskeyItem[] }>(list).value.list.map((p) => p.name)).toContain('My phone');
    expect(list.body).not.toContain(authenticator.credentialId);
    // The next options exclude the passkey already there.
    const next = envelope<PasskeyCreationOptions>(
      await post('/wps/member/passkeys/options', {}, bearer(token)),
    );
    expect(next.value.excludeCredentials?.map((c) => c.id)).toContain(authenticator.credentialId);
  });

  it('offers only the signature algorithms it names, ML-DSA not among them (its signatures exceed the contract)', async () => {
    const token = await t.login('player0');
    const options = envelope<PasskeyCreationOptions>(
      await post('/wps/member/passkeys/options', {}, bearer(token)),
    ).value;
    // EdDSA, ES256, RS256 (COSE -8, -7, -257); Chromium's authenticator picked ML-DSA-44 (-48) when offered.
    expect(options.pubKeyCredParams.map((p) => p.alg)).toEqual([-8, -7, -257]);
  });

  it('refuses options for a page that is not the merchant host, and a registration from another origin', async () => {
    const token = await t.login('player0');
    for (const origin of ['https://evil.example', 'http://m.demo.example', 'http://127.0.0.1:3000', 'null']) {
      const answer = await post('/wps/member/passkeys/options', {}, { ...bearer(token), origin });
      expect(answer.statusCode).toBe(400);
    }
    const lite = await post('/wps/session/passkey/options', {}, { origin: 'http://lite.localhost:3000' });
    expect(lite.statusCode).toBe(400);
    const options = envelope<PasskeyCreationOptions>(
      await post('/wps/member/passkeys/options', {}, bearer(token)),
    );
    const credential = new SoftAuthenticator().create(options.value, 'https://evil.example');
    const added = await post('/wps/member/passkeys', { name: 'x', credential }, bearer(token));
    expect(envelope(added)).toMatchObject({ success: false, code: 'PASSKEY_REFUSED' });
  });

  it("refuses a registration answering another member's challenge", async () => {
    const victim = await t.login('player0');
    const attacker = await t.login('player1');
    const options = envelope<PasskeyCreationOptions>(
      await post('/wps/member/passkeys/options', {}, bearer(victim)),
    );
    const credential = new SoftAuthenticator().create(options.value);
    const added = await post('/wps/member/passkeys', { name: 'x', credential }, bearer(attacker));
    expect(envelope(added)).toMatchObject({ success: false, code: 'PASSKEY_REFUSED' });
  });

  it('refuses free play', async () => {
    const trial = await post('/wps/session/login/freeplay', {});
    const { token } = envelope<{ token: string }>(trial).value;
    const answer = await post('/wps/member/passkeys/options', {}, bearer(token));
    expect(envelope(answer)).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });

  it('logs in with a discoverable passkey: a normal session of that member', async () => {
    const { authenticator } = await registered('player1');
    const options = await loginOptions();
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');
    const answer = await login(authenticator.get(options));
    expect(answer.statusCode).toBe(200);
    const result = envelope<{ token: string; userName: string }>(answer).value;
    expect(result.userName).toBe('player1');
    const info = await t.call({
      method: 'GET',
      url: '/wps/member/trialuser',
      headers: { 'x-merchant-code': 'demo', ...bearer(result.token) },
    });
    // A real member's session (not free play): the trial call refuses it, a session check would pass.
    expect(envelope(info).code).toBe('FORBIDDEN');
    const list = await t.call({ method: 'GET', url: '/wps/member/passkeys', headers: bearer(result.token) });
    expect(envelope<{ list: PasskeyItem[] }>(list).value.list.some((p) => p.lastUsedAt !== null)).toBe(true);
  });

  it('refuses a replayed assertion, and one whose counter did not move on', async () => {
    const { authenticator } = await registered('player1');
    const credential = authenticator.get(await loginOptions());
    expect((await login(credential)).statusCode).toBe(200);
    const replay = await login(credential);
    expect(envelope(replay)).toMatchObject({ success: false, code: 'PASSKEY_REFUSED' });
    // A clone of the authenticator signs a fresh challenge with a counter already seen.
    authenticator.counter -= 1;
    const cloned = await login(authenticator.get(await loginOptions()));
    expect(envelope(cloned)).toMatchObject({ success: false, code: 'PASSKEY_REFUSED' });
  });

  it('refuses a replayed assertion of a passkey that keeps no counter (synced passkeys sign 0)', async () => {
    const { authenticator } = await registered(
      'player0',
      'Synced',
      new SoftAuthenticator({ keepsCounter: false }),
    );
    const credential = authenticator.get(await loginOptions());
    expect((await login(credential)).statusCode).toBe(200);
    expect(envelope(await login(credential))).toMatchObject({ success: false, code: 'PASSKEY_REFUSED' });
    expect((await login(authenticator.get(await loginOptions()))).statusCode).toBe(200);
  });

  it('lets only one of two logins racing with the same assertion in', async () => {
    const { authenticator } = await registered(
      'player0',
      'Race',
      new SoftAuthenticator({ keepsCounter: false }),
    );
    const credential = authenticator.get(await loginOptions());
    const answers = await Promise.all([login(credential), login(credential), login(credential)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('refuses an assertion made for another origin or another merchant, or with an unknown challenge', async () => {
    const { authenticator } = await registered('player1');
    const wrongOrigin = await login(authenticator.get(await loginOptions(), 'https://evil.example'));
    expect(envelope(wrongOrigin).code).toBe('PASSKEY_REFUSED');
    const otherMerchant = await login(authenticator.get(await loginOptions()), 'lite');
    expect(envelope(otherMerchant).code).toBe('PASSKEY_REFUSED');
    const madeUp = await login(authenticator.get({ challenge: 'bm90LWlzc3VlZA', rpId: 'localhost' }));
    expect(envelope(madeUp).code).toBe('PASSKEY_REFUSED');
    const expired = await loginOptions();
    await t.db
      .updateTable('passkey_challenges')
      .set({ expires_at: new Date(0).toISOString() })
      .execute();
    expect(envelope(await login(authenticator.get(expired))).code).toBe('PASSKEY_REFUSED');
  });

  it('removes a passkey only with the current password, and a removed passkey is refused at once', async () => {
    const { token, authenticator, item } = await registered('player1', 'Laptop');
    const options = await loginOptions();
    const wrong = await post(
      '/wps/member/passkeys/remove',
      { id: item.id, password: 'not-it-1' },
      bearer(token),
    );
    expect(envelope(wrong)).toMatchObject({ success: false, code: 'WRONG_CREDENTIALS' });
    const removed = await post(
      '/wps/member/passkeys/remove',
      { id: item.id, password: DEMO_PASSWORD },
      bearer(token),
    );
    expect(envelope<{ list: PasskeyItem[] }>(removed).value.list.map((p) => p.id)).not.toContain(item.id);
    // Options taken before the removal do not help either.
    expect(envelope(await login(authenticator.get(options))).code).toBe('PASSKEY_REFUSED');
  });

  it("cannot remove or rename another member's passkey", async () => {
    const { item } = await registered('player0');
    const other = await t.login('player1');
    const remove = await post(
      '/wps/member/passkeys/remove',
      { id: item.id, password: DEMO_PASSWORD },
      bearer(other),
    );
    expect(remove.statusCode).toBe(404);
    const rename = await post('/wps/member/passkeys/rename', { id: item.id, name: 'mine' }, bearer(other));
    expect(rename.statusCode).toBe(404);
    const own = await post(
      '/wps/member/passkeys/rename',
      { id: item.id, name: 'Tablet' },
      bearer(await t.login('player0')),
    );
    expect(envelope(own).value).toMatchObject({ id: item.id, name: 'Tablet' });
  });

  it('refuses an excluded member with the end date, as a password login does', async () => {
    const { authenticator } = await registered('player0');
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('merchant_code', '=', 'demo')
      .where('username', '=', 'player0')
      .executeTakeFirstOrThrow();
    const sessionsBefore = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    await startExclusion(t.db, member.id, { kind: 'timeOut', period: '24h' }, new Date());
    expect(sessionsBefore.length).toBeGreaterThan(0);
    const answer = await login(authenticator.get(await loginOptions()));
    expect(answer.statusCode).toBe(403);
    expect(envelope(answer)).toMatchObject({ code: 'EXCLUDED', value: { kind: 'timeOut' } });
    const sessions = await t.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('member_id', '=', member.id)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('counts refused passkey logins against the address like wrong passwords, and gives successes back', async () => {
    const { authenticator } = await registered('player1');
    const count = async () =>
      (await t.db.selectFrom('account_events').select('id').where('kind', '=', 'login_ip').execute()).length;
    const before = await count();
    expect((await login(authenticator.get(await loginOptions()))).statusCode).toBe(200);
    expect(await count()).toBe(before);
    await login(authenticator.get({ challenge: 'bm9uZQ', rpId: 'localhost' }));
    expect(await count()).toBe(before + 1);
  });
});
