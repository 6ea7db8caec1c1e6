import type { CredentialKeyInfo } from '@mobile/shared-contracts';
import { DEMO_PASSWORD, registration } from '../accounts/account-test-kit';
import { ENCRYPTED_HEADERS, encryptLikeBrowser } from '../security/browser-encrypt';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { type Gateway, type Instance, startGateway, startInstance, stopInstance } from './instance-kit';

/**
 * Two real API processes on one database (SQLite file, or PostgreSQL with DATABASE_URL) behind a
 * round-robin gateway: nothing a player does may depend on which instance answers.
 */
const GLOBAL_LIMIT = 20;
const SITE_ORIGIN = 'http://127.0.0.1:8080';

interface Answer {
  status: number;
  upstream: string;
  body: { success: boolean; code: string; value: unknown };
}

let database: TestDatabase;
let a: Instance;
let b: Instance;
let gateway: Gateway;

beforeAll(async () => {
  database = await openTestDatabase();
  const env = {
    RATE_LIMIT_STORE: 'database',
    RATE_LIMIT_MAX: String(GLOBAL_LIMIT),
    TRUST_PROXY: 'loopback',
    PUBLIC_ORIGIN: SITE_ORIGIN,
    // Every incoming request is logged, so a test can tell when one has reached an instance.
    LOG_LEVEL: 'debug',
    // Longer than the test's own timeout: a stop never cuts the request in flight of the SIGTERM test.
    STOP_DEADLINE_SECONDS: '120',
    // No LAUNCH_SECRET or PAYMENT_GATEWAY_SECRET: the instances share the ones kept in the database.
  };
  [a, b] = await Promise.all([
    startInstance('a', database.location, env),
    startInstance('b', database.location, env),
  ]);
  gateway = await startGateway([a, b]);
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
  await database?.close();
});

async function call(base: string, url: string, ip: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${base}${url}`, {
    ...init,
    headers: {
      'x-merchant-code': 'demo',
      'x-forwarded-for': ip,
      ...(init.headers as Record<string, string>),
    },
  });
  return { status: res.status, upstream: res.headers.get('x-upstream') ?? '', body: await res.json() };
}

const viaGateway = (url: string, ip: string, init?: RequestInit) => call(gateway.url, url, ip, init);

/** The public key from whichever instance answers, then the sealed call through the gateway. */
async function encrypted(method: 'POST' | 'PUT', url: string, payload: unknown, ip: string) {
  const key = await viaGateway('/wps/system/credentialKey', ip);
  const body = await encryptLikeBrowser(payload, key.body.value as CredentialKeyInfo);
  const answer = await viaGateway(url, ip, {
    method,
    body: JSON.stringify(body),
    headers: { ...ENCRYPTED_HEADERS, 'content-type': 'application/json' },
  });
  return { keyFrom: key.upstream, answer };
}

/** A captcha issued by one instance, its answer read from that instance's dev port (kept in its memory). */
async function captcha(ip: string): Promise<{ captchaId: string; captcha: string }> {
  const issued = await viaGateway('/wps/captcha', ip);
  const { captchaId } = issued.body.value as { captchaId: string };
  const instance = issued.upstream === 'a' ? a : b;
  const answer = await call(`http://127.0.0.1:${instance.devPort}`, `/dev/captcha?id=${captchaId}`, ip);
  return { captchaId, captcha: (answer.body.value as { answer: string }).answer };
}

const login = (username: string, password: string, ip: string, extra: Record<string, string> = {}) =>
  encrypted('POST', '/wps/session/login', { type: 'username', username, password, ...extra }, ip);

it('logs in with the key of one instance on the other, both ways round', async () => {
  const pairs = new Set<string>();
  for (let i = 0; i < 4 && pairs.size < 2; i += 1) {
    const { keyFrom, answer } = await login('player0', DEMO_PASSWORD, '10.20.0.1');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('OK');
    pairs.add(`${keyFrom}>${answer.upstream}`);
    await viaGateway('/healthz', '10.20.0.1'); // shifts the round robin by one
  }
  expect([...pairs].sort()).toEqual(['a>b', 'b>a']);
});

it('registers with the key of one instance on the other', async () => {
  const { keyFrom, answer } = await encrypted(
    'PUT',
    '/wps/member/register',
    registration({
      username: 'twoinst01',
      password: 'Twoinst123',
      confirmPassword: 'Twoinst123',
      countryDialingCode: '63',
      mobileNum: '9187770001',
      ...(await captcha('10.20.1.1')),
    }),
    '10.20.1.1',
  );
  expect(answer.body.code).toBe('OK');
  expect(answer.upstream).not.toBe(keyFrom);
  const again = await login('twoinst01', 'Twoinst123', '10.20.1.1');
  expect(again.answer.status).toBe(200);
});

it('delays an account after five failures spread over both instances', async () => {
  const codes: string[] = [];
  const served = new Set<string>();
  for (let i = 0; i < 5; i += 1) {
    const { answer } = await login('agent41', `Wrong${i}xyz`, `10.20.2.${i}`, await captcha(`10.20.2.${i}`));
    codes.push(answer.body.code);
    served.add(answer.upstream);
  }
  expect(served).toEqual(new Set(['a', 'b']));
  expect(codes).toEqual(Array(5).fill('WRONG_CREDENTIALS'));
  // Both instances read the same failures: the right password waits (429), it is not locked.
  for (let i = 0; i < 2; i += 1) {
    const { answer } = await login('agent41', DEMO_PASSWORD, '10.20.2.9', await captcha('10.20.2.9'));
    expect(answer.status).toBe(429);
    expect(answer.body.code).toBe('LOGIN_DELAYED');
  }
});

it('counts one client against the global rate limit on both instances together', async () => {
  const ip = '10.20.3.1';
  const spent: number[] = [];
  for (let i = 0; i < GLOBAL_LIMIT; i += 1) spent.push((await direct(a, '/wps/system/status', ip)).status);
  expect(spent).toEqual(Array(GLOBAL_LIMIT).fill(200));
  expect((await direct(a, '/wps/system/status', ip)).status).toBe(429);
  // Instance a adds its counts to the database every RATE_LIMIT_SYNC_MS (250), b reads the total at its
  // first call and at each of its own syncs (decision 0442): b refuses the client after a few calls, where
  // counting alone it would answer GLOBAL_LIMIT of them.
  let allowedByB = 0;
  let last = await direct(b, '/wps/system/status', ip);
  while (last.status === 200 && allowedByB < GLOBAL_LIMIT) {
    allowedByB += 1;
    await new Promise((resolve) => setTimeout(resolve, 300));
    last = await direct(b, '/wps/system/status', ip);
  }
  expect(last.status).toBe(429);
  expect(last.body.code).toBe('RATE_LIMITED');
  expect(allowedByB).toBeLessThan(GLOBAL_LIMIT / 2);
  expect((await viaGateway('/wps/system/status', '10.20.3.2')).status).toBe(200);
});

/** One instance's own address: the call is answered by that instance, not the round robin. */
const direct = (instance: Instance, url: string, ip: string, init?: RequestInit) =>
  call(`http://127.0.0.1:${instance.port}`, url, ip, init);

/** A signed link's path and query, opened on the given instance (the page itself, not an envelope). */
async function openOn(
  instance: Instance,
  link: string,
  ip: string,
): Promise<{ status: number; text: string }> {
  const url = new URL(link);
  const res = await fetch(`http://127.0.0.1:${instance.port}${url.pathname}${url.search}`, {
    headers: { 'x-merchant-code': 'demo', 'x-forwarded-for': ip },
  });
  return { status: res.status, text: await res.text() };
}

it('accepts a game launch ticket and a chat ticket issued by one instance on the other', async () => {
  const ip = '10.20.6.1';
  const { answer } = await login('player0', DEMO_PASSWORD, ip);
  const auth = { authorization: `Bearer ${(answer.body.value as { token: string }).token}` };
  const list = await viaGateway('/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=1', ip);
  const [game] = (list.body.value as { content: { nodeId: string }[] }).content;
  if (!game) throw new Error('no RNG game seeded');
  const chatQuery = new URLSearchParams({
    b2c: '1',
    language: 'EN',
    backUrl: `${SITE_ORIGIN}/m/message`,
    moduleId: 'CBS3',
  });
  for (const [issuer, checker] of [
    [a, b],
    [b, a],
  ] as const) {
    const launch = await direct(issuer, `/wps/game/launchGame?nodeId=${game.nodeId}`, ip, { headers: auth });
    expect(launch.body.code).toBe('OK');
    const play = await openOn(checker, (launch.body.value as { url: string }).url, ip);
    expect(play.status).toBe(200);
    expect(play.text).toContain('Bet 10');

    const chat = await direct(issuer, `/wps/relay/CBS_launchChat?${chatQuery}`, ip, { headers: auth });
    expect(chat.body.code).toBe('OK');
    expect((await openOn(checker, (chat.body.value as { chatUrl: string }).chatUrl, ip)).status).toBe(200);
  }
});

it('finishes a request in flight on SIGTERM, then stops', async () => {
  const ip = '10.20.4.1';
  const payload = registration({
    username: 'twoinst02',
    password: 'Twoinst123',
    confirmPassword: 'Twoinst123',
    countryDialingCode: '63',
    mobileNum: '9187770002',
    ...(await captcha(ip)),
  });
  const key = await call(`http://127.0.0.1:${b.port}`, '/wps/system/credentialKey', ip);
  const body = await encryptLikeBrowser(payload, key.body.value as CredentialKeyInfo);
  const before = b.output().length;
  // Registration hashes the password at production cost: still running when the signal arrives.
  // The hashing thread runs at the lowest priority: on a machine busy with other builds one hash has taken
  // longer than the default 20 s deadline, so b waits 120 s here (STOP_DEADLINE_SECONDS).
  const pending = call(`http://127.0.0.1:${b.port}`, '/wps/member/register', ip, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { ...ENCRYPTED_HEADERS, 'content-type': 'application/json' },
  });
  while (!b.output().slice(before).includes('/wps/member/register'))
    await new Promise((resolve) => setTimeout(resolve, 10));
  b.process.kill('SIGTERM');
  const answer = await pending;
  expect(answer.body.code).toBe('OK');
  expect(await b.exited).toBe(0);
}, 150_000);

it('keeps every session when an instance dies: the other one serves it', async () => {
  const { answer } = await login('player1', DEMO_PASSWORD, '10.20.5.1');
  const { token } = answer.body.value as { token: string };
  // b stopped in the previous test; a starts again on the same database, then b is killed outright.
  const restarted = await startInstance('b', database.location, {
    RATE_LIMIT_STORE: 'database',
    RATE_LIMIT_MAX: String(GLOBAL_LIMIT),
    TRUST_PROXY: 'loopback',
  });
  b = restarted;
  await gateway.close();
  gateway = await startGateway([a, b]);
  await stopInstance(a);
  for (let i = 0; i < 3; i += 1) {
    const info = await viaGateway('/wps/member/info', '10.20.5.1', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.status).toBe(200);
    expect(info.upstream).toBe('b');
    expect(info.body.value).toMatchObject({ account: 'player1' });
  }
});
