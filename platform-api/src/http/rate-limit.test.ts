import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandlers } from './error-handler';
import { memoryRateCounters } from './rate-counter';
import { installRateLimit } from './rate-limit';

const MAX = 2;
const SESSION_MAX = 4;
const TOKEN_A = { authorization: 'Bearer session-token-a-0123456789' };
const TOKEN_B = { authorization: 'Bearer session-token-b-0123456789' };

async function appWithLimit(): Promise<FastifyInstance> {
  const app = Fastify();
  installErrorHandlers(app);
  installRateLimit(app, {
    max: MAX,
    sessionMax: SESSION_MAX,
    windowMs: 60_000,
    counters: memoryRateCounters,
  });
  app.get('/read', async () => ({ ok: true }));
  app.get('/other', async () => ({ ok: true }));
  app.get('/free', { config: { rateLimit: false } }, async () => ({ ok: true }));
  const images = { rateLimit: { max: 3, scope: 'images' } };
  app.get('/image/a', { config: images }, async () => 'a');
  app.get('/image/b', { config: images }, async () => 'b');
  await app.ready();
  return app;
}

async function statuses(app: FastifyInstance, urls: string[], remoteAddress = '10.0.0.1') {
  const out: number[] = [];
  for (const url of urls) out.push((await app.inject({ url, remoteAddress })).statusCode);
  return out;
}

describe('the per-address rate limit', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await appWithLimit();
  });
  afterEach(() => app.close());

  it('counts every limited route of an address together and refuses past the limit with the envelope', async () => {
    expect(await statuses(app, ['/read', '/other'])).toEqual([200, 200]);
    const refused = await app.inject({ url: '/read', remoteAddress: '10.0.0.1' });
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.headers['x-ratelimit-limit']).toBe(String(MAX));
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('adds no limit header to an answer within the limit', async () => {
    const answer = await app.inject({ url: '/read', remoteAddress: '10.0.0.1' });
    expect(
      Object.keys(answer.headers).filter((h) => h.startsWith('x-ratelimit') || h === 'retry-after'),
    ).toEqual([]);
  });

  it('counts each address apart, and an IPv6 /64 as one address', async () => {
    expect(await statuses(app, ['/read', '/read', '/read'], '10.0.0.1')).toEqual([200, 200, 429]);
    expect(await statuses(app, ['/read'], '10.0.0.2')).toEqual([200]);
    expect(await statuses(app, ['/read'], '2001:db8:1:2::1')).toEqual([200]);
    expect(await statuses(app, ['/read', '/read'], '2001:db8:1:2:ffff::9')).toEqual([200, 429]);
    expect(await statuses(app, ['/read'], '2001:db8:1:3::1')).toEqual([200]);
  });

  it('gives a route group its own budget, shared by its routes only', async () => {
    expect(await statuses(app, ['/image/a', '/image/b', '/image/a', '/image/b'])).toEqual([
      200, 200, 200, 429,
    ]);
    expect(await statuses(app, ['/read', '/read', '/read'])).toEqual([200, 200, 429]);
  });

  it('never counts a route that opts out, nor an unknown URL', async () => {
    expect(await statuses(app, ['/free', '/free', '/free', '/nowhere', '/nowhere', '/nowhere'])).toEqual([
      200, 200, 200, 404, 404, 404,
    ]);
    expect(await statuses(app, ['/read', '/read'])).toEqual([200, 200]);
  });

  it("counts a HEAD request once, as its GET's twin", async () => {
    const head = await app.inject({ method: 'HEAD', url: '/read', remoteAddress: '10.0.0.1' });
    expect(head.statusCode).toBe(200);
    expect(await statuses(app, ['/read', '/read'])).toEqual([200, 429]);
  });

  it('counts requests with a session token per token, not per address', async () => {
    const inject = (headers: Record<string, string>, remoteAddress = '10.0.0.1') =>
      app.inject({ url: '/read', remoteAddress, headers }).then((r) => r.statusCode);
    const a: number[] = [];
    for (let i = 0; i <= SESSION_MAX; i += 1) a.push(await inject(TOKEN_A));
    expect(a).toEqual([200, 200, 200, 200, 429]);
    // Another player behind the same address has a budget of their own…
    expect(await inject(TOKEN_B)).toBe(200);
    // …and a token in the query counts like one in the header.
    const query = await app.inject({
      url: '/read?token=session-token-b-0123456789',
      remoteAddress: '10.0.0.1',
    });
    expect(query.statusCode).toBe(200);
  });

  it("charges each token's first request of the window to its address, so made-up tokens cost as guests do", async () => {
    const made = (n: number) => ({ authorization: `Bearer made-up-token-${n}-0123456789` });
    const statuses: number[] = [];
    for (let i = 0; i <= MAX; i += 1)
      statuses.push(
        (await app.inject({ url: '/read', remoteAddress: '10.0.0.7', headers: made(i) })).statusCode,
      );
    expect(statuses).toEqual([200, 200, 429]);
    expect((await app.inject({ url: '/read', remoteAddress: '10.0.0.7' })).statusCode).toBe(429);
  });
});
