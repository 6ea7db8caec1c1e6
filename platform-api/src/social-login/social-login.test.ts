import type { SpawnedProvider } from '@mobile/oidc-provider';
import type {
  LoginResult,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  SocialCallbackResult,
} from '@mobile/shared-contracts';
import { DEMO_PASSWORD, encryptedCall, registration, solvedCaptcha } from '../accounts/account-test-kit';
import { createLogger } from '../http/logger';
import { SoftAuthenticator, TEST_ORIGIN } from '../passkeys/passkey-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { FLOW_COOKIE } from './flow-cookie';
import { SOCIAL_START_PER_IP } from './social-flow';
import { configureTestProvider, setSwitch, signInAtProvider, startTestProvider } from './social-test-kit';

let t: TestContext;
let provider: SpawnedProvider;

beforeAll(async () => {
  [t, provider] = await Promise.all([
    createTestContext({ logger: createLogger('error') }),
    startTestProvider(),
  ]);
  await configureTestProvider(t.db, provider.issuer);
});
afterAll(async () => {
  await Promise.all([t.close(), provider.stop()]);
});

const HEADERS = { 'x-merchant-code': 'demo' };

/** Starts a login as a browser does: the authorization URL, and the flow cookie the answer set. */
async function start(id = 'google') {
  const res = await t.call({
    method: 'POST',
    url: '/wps/social/start',
    payload: { provider: id },
    headers: HEADERS,
  });
  const setCookie = String(res.headers['set-cookie'] ?? '');
  const cookie = setCookie.split(';')[0] ?? '';
  return {
    res,
    cookie,
    url: res.statusCode === 200 ? envelope<{ authorizationUrl: string }>(res).value.authorizationUrl : '',
  };
}

const callback = (cookie: string, search: string) =>
  t.call({
    method: 'POST',
    url: '/wps/social/callback',
    payload: { search },
    headers: { ...HEADERS, ...(cookie ? { cookie } : {}) },
  });

/** Start, sign in at the provider as `login`, come back: the callback's answer. */
async function roundTrip(login: string, password: string) {
  const flow = await start();
  const search = await signInAtProvider(flow.url, login, password);
  const res = await callback(flow.cookie, search);
  return { ...flow, search, res };
}

const links = (subject: string) =>
  t.db.selectFrom('social_links').selectAll().where('subject', '=', subject).execute();

describe('social login with a real OpenID provider', () => {
  it('starts with PKCE S256, state and nonce, and an httpOnly flow cookie on the social calls only', async () => {
    const flow = await start();
    expect(flow.res.statusCode).toBe(200);
    const url = new URL(flow.url);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:9/m/social/callback');
    const setCookie = String(flow.res.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${FLOW_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/wps\/social/);
    expect(setCookie).not.toMatch(/Secure/);
    const overTls = await t.call({
      method: 'POST',
      url: '/wps/social/start',
      payload: { provider: 'google' },
      headers: { ...HEADERS, origin: 'https://demo.example.com' },
    });
    expect(String(overTls.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('limits the logins one address may start (each is a row until it expires)', async () => {
    const startFromOneAddress = async () =>
      (
        await t.call({
          method: 'POST',
          url: '/wps/social/start',
          payload: { provider: 'google' },
          headers: HEADERS,
          remoteAddress: '10.31.9.9',
        })
      ).statusCode;
    const answers: number[] = [];
    for (let i = 0; i < SOCIAL_START_PER_IP.max; i += 1) answers.push(await startFromOneAddress());
    expect(answers.every((code) => code === 200)).toBe(true);
    expect(await startFromOneAddress()).toBe(429);
  });

  it('refuses a provider the merchant has not configured, and one whose switch is off', async () => {
    expect((await start('facebook')).res.statusCode).toBe(403);
    await setSwitch(t.db, 'demo', 'GOOGLELOGIN3', false);
    try {
      expect((await start('google')).res.statusCode).toBe(403);
      const listed = await t.call({ method: 'GET', url: '/wps/social/providers', headers: HEADERS });
      expect(envelope(listed).value).toEqual({ providers: ['google'] });
    } finally {
      await setSwitch(t.db, 'demo', 'GOOGLELOGIN3', true);
    }
  });

  it('registers a new member through the register rules, then logs the same person straight in', async () => {
    const first = await roundTrip('ada', 'ada-pass-1');
    expect(first.res.statusCode).toBe(200);
    const answer = envelope<SocialCallbackResult>(first.res).value;
    expect(answer).toMatchObject({ outcome: 'register', given: ['email'], prefill: { username: 'ada2024' } });
    const payload = registration({
      username: 'ada2024',
      password: 'AdaPass123',
      confirmPassword: 'AdaPass123',
      countryDialingCode: '63',
      mobileNum: '9180009911',
      email: 'someone-else@example.test',
      captchaId: '',
      captcha: '',
    });
    const registered = await encryptedCall(t, 'POST', '/wps/social/register', payload, {
      ip: '10.31.0.1',
      headers: { cookie: first.cookie },
    });
    // The demo merchant asks for a captcha on registration: the same rules hold here.
    expect(envelope(registered).code).toBe('CAPTCHA_REQUIRED');
    const again = await encryptedCall(
      t,
      'POST',
      '/wps/social/register',
      { ...payload, ...(await solvedCaptcha(t)) },
      { ip: '10.31.0.1', headers: { cookie: first.cookie } },
    );
    expect(again.statusCode).toBe(200);
    const login = envelope<LoginResult>(again).value;
    expect(login).toMatchObject({ userName: 'ada2024', type: 0 });
    const member = await t.db
      .selectFrom('members')
      .innerJoin('member_contacts', 'member_contacts.member_id', 'members.id')
      .select(['members.id', 'member_contacts.email'])
      .where('members.username', '=', 'ada2024')
      .executeTakeFirstOrThrow();
    // The provider's verified e-mail, not the one the browser sent.
    expect(member.email).toBe('ada@example.test');
    expect(await links('demo-ada')).toEqual([
      expect.objectContaining({ member_id: member.id, provider: 'google' }),
    ]);

    const second = await roundTrip('ada', 'ada-pass-1');
    const direct = envelope<SocialCallbackResult>(second.res).value;
    expect(direct).toMatchObject({ outcome: 'session', login: { userName: 'ada2024' } });
    if (direct.outcome !== 'session') throw new Error('no session');
    const me = await t.call({
      method: 'GET',
      url: '/wps/member/social/links',
      headers: { ...HEADERS, ...bearer(direct.login.token) },
    });
    expect(envelope(me).value).toEqual({ links: [expect.objectContaining({ provider: 'google' })] });
  });

  it('links an existing account only after its password: refused without it, done with it', async () => {
    const flow = await roundTrip('player1', 'player1-pass');
    expect(envelope(flow.res).value).toEqual({ outcome: 'link', provider: 'google', username: 'player1' });
    const wrong = await encryptedCall(
      t,
      'POST',
      '/wps/social/link',
      { password: 'not-the-password' },
      {
        ip: '10.31.0.2',
        headers: { cookie: flow.cookie },
      },
    );
    expect(envelope(wrong).code).toBe('WRONG_CREDENTIALS');
    expect(await links('demo-player1')).toEqual([]);
    // Another browser (no flow cookie) cannot use the flow, even with the password.
    const stranger = await encryptedCall(
      t,
      'POST',
      '/wps/social/link',
      { password: DEMO_PASSWORD },
      { ip: '10.31.0.3' },
    );
    expect(stranger.statusCode).toBe(403);
    expect(await links('demo-player1')).toEqual([]);

    const right = await encryptedCall(
      t,
      'POST',
      '/wps/social/link',
      { password: DEMO_PASSWORD },
      {
        ip: '10.31.0.2',
        headers: { cookie: flow.cookie },
      },
    );
    expect(right.statusCode).toBe(200);
    expect(envelope<LoginResult>(right).value).toMatchObject({ userName: 'player1' });
    expect(await links('demo-player1')).toHaveLength(1);
    // Used once.
    const replay = await encryptedCall(
      t,
      'POST',
      '/wps/social/link',
      { password: DEMO_PASSWORD },
      {
        ip: '10.31.0.2',
        headers: { cookie: flow.cookie },
      },
    );
    expect(replay.statusCode).toBe(403);
  });

  it('refuses a tampered state, and burns the flow', async () => {
    const flow = await start();
    const search = await signInAtProvider(flow.url, 'ben', 'ben-pass-1');
    const params = new URLSearchParams(search);
    params.set('state', `${params.get('state')}x`);
    const tampered = await callback(flow.cookie, `?${params}`);
    expect(tampered.statusCode).toBe(403);
    expect(envelope(tampered).code).toBe('FORBIDDEN');
    expect((await callback(flow.cookie, search)).statusCode).toBe(403);
  });

  it('refuses an ID token whose nonce is not this flow’s', async () => {
    const flow = await start();
    const search = await signInAtProvider(flow.url, 'ben', 'ben-pass-1');
    // The code was issued for another request's nonce (as a code injected from another login would be).
    await t.db
      .updateTable('social_flows')
      .set({ nonce: 'another-flows-nonce' })
      .where('stage', '=', 'started')
      .execute();
    const res = await callback(flow.cookie, search);
    expect(res.statusCode).toBe(403);
    // The flow is gone: the same redirect is refused again.
    expect((await callback(flow.cookie, search)).statusCode).toBe(403);
  });

  it('refuses the redirect in a browser that did not start the login, and a code used twice', async () => {
    const flow = await start();
    const search = await signInAtProvider(flow.url, 'ben', 'ben-pass-1');
    expect((await callback('', search)).statusCode).toBe(403);
    const other = await start();
    expect((await callback(other.cookie, search)).statusCode).toBe(403);
    const ok = await callback(flow.cookie, search);
    expect(envelope<SocialCallbackResult>(ok).value).toMatchObject({ outcome: 'register' });
    expect((await callback(flow.cookie, search)).statusCode).toBe(403);
  });

  it('refuses a linked member under a time-out like a password login', async () => {
    const player = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player1')
      .where('merchant_code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const now = new Date();
    await t.db
      .insertInto('protection_exclusions')
      .values({
        member_id: player.id,
        kind: 'timeOut',
        period: '24h',
        started_at: new Date(now.getTime() - 1000).toISOString(),
        ends_at: new Date(now.getTime() + 3_600_000).toISOString(),
        locked_until: new Date(now.getTime() + 3_600_000).toISOString(),
        ended_at: null,
        ended_by: null,
      })
      .execute();
    expect(await links('demo-player1')).toHaveLength(1);
    const flow = await roundTrip('player1', 'player1-pass');
    expect(envelope(flow.res).code).toBe('EXCLUDED');
    expect(flow.res.statusCode).toBe(403);
    await t.db.deleteFrom('protection_exclusions').where('member_id', '=', player.id).execute();
  });

  it('unlinks only with the login password', async () => {
    const token = await t.login('player1');
    const auth = { ...HEADERS, ...bearer(token) };
    const wrong = await t.call({
      method: 'POST',
      url: '/wps/member/social/unlink',
      payload: { provider: 'google', password: 'nope' },
      headers: auth,
    });
    expect(envelope(wrong).code).toBe('WRONG_CREDENTIALS');
    expect(await links('demo-player1')).toHaveLength(1);
    const right = await t.call({
      method: 'POST',
      url: '/wps/member/social/unlink',
      payload: { provider: 'google', password: DEMO_PASSWORD },
      headers: auth,
    });
    expect(right.statusCode).toBe(200);
    expect(await links('demo-player1')).toEqual([]);
  });

  it('links the matched account with one of its passkeys instead of the password, not with another’s', async () => {
    const withOrigin = { ...HEADERS, origin: TEST_ORIGIN };
    /** A passkey added by `user` from the security centre, on the demo merchant's host. */
    async function passkeyOf(user: string) {
      const auth = { ...withOrigin, ...bearer(await t.login(user)) };
      const options = await t.call({
        method: 'POST',
        url: '/wps/member/passkeys/options',
        payload: {},
        headers: auth,
      });
      const authenticator = new SoftAuthenticator();
      const credential = authenticator.create(envelope<PasskeyCreationOptions>(options).value);
      const added = await t.call({
        method: 'POST',
        url: '/wps/member/passkeys',
        payload: { name: 'Phone', credential },
        headers: auth,
      });
      expect(added.statusCode).toBe(200);
      return authenticator;
    }
    /** The login page's options, answered by `authenticator`, sent as the link step with `cookie`. */
    async function linkWith(authenticator: SoftAuthenticator, cookie: string) {
      const options = await t.call({
        method: 'POST',
        url: '/wps/session/passkey/options',
        payload: {},
        headers: withOrigin,
      });
      const credential = authenticator.get(envelope<PasskeyRequestOptions>(options).value);
      return t.call({
        method: 'POST',
        url: '/wps/social/link/passkey',
        payload: { credential },
        headers: { ...HEADERS, ...(cookie ? { cookie } : {}) },
      });
    }
    const [mine, theirs] = [await passkeyOf('player1'), await passkeyOf('player0')];
    const flow = await roundTrip('player1', 'player1-pass');
    expect(envelope(flow.res).value).toMatchObject({ outcome: 'link', username: 'player1' });

    // Another member's passkey proves nothing about player1; a browser without the flow gets nowhere.
    const other = await linkWith(theirs, flow.cookie);
    expect(envelope(other).code).toBe('PASSKEY_REFUSED');
    expect((await linkWith(mine, '')).statusCode).toBe(403);
    expect(await links('demo-player1')).toEqual([]);

    const right = await linkWith(mine, flow.cookie);
    expect(right.statusCode).toBe(200);
    expect(envelope<LoginResult>(right).value).toMatchObject({ userName: 'player1' });
    expect(await links('demo-player1')).toHaveLength(1);
    // Used once, like the password step.
    expect((await linkWith(mine, flow.cookie)).statusCode).toBe(403);
  });
});
