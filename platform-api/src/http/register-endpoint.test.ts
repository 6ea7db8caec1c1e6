import { ENDPOINTS } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { registerEndpoint } from './register-endpoint';

const GAME_LIST = '/wps/relay/GCSGAME_gameList';
const MARK_READ = '/wps/relay/MCSFE_markAnnouncementAsRead';

describe('registerEndpoint and the HTTP frame', () => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await createTestContext({
      extend(app) {
        app.get('/test/boom', async () => {
          throw new Error('SQLITE_CORRUPT at /srv/secret/path.ts:42');
        });
        const broken = { ...ENDPOINTS.status, path: '/test/broken-contract', request: v.object({}) };
        registerEndpoint(app, broken, () => ({ nope: true }) as never);
        const optional = {
          ...ENDPOINTS.status,
          method: 'POST' as const,
          path: '/test/optional-fields',
          request: v.object({ note: v.optional(v.string()) }),
          response: v.object({}),
        };
        registerEndpoint(app, optional, () => ({}));
      },
    });
    token = await t.login('player0');
  });
  afterAll(() => t.close());

  it('wraps values in the success envelope', async () => {
    const res = await t.call({ url: '/wps/system/status' });
    expect(res.statusCode).toBe(200);
    expect(envelope(res)).toMatchObject({ success: true, code: 'OK', message: null });
  });

  it.each([
    ['a non-numeric page', `${GAME_LIST}?gameType=RNG&pageNo=abc`],
    ['a missing page', `${GAME_LIST}?gameType=RNG`],
    ['a lower-case category', `${GAME_LIST}?gameType=rng&pageNo=1`],
    ['an oversized name', `${GAME_LIST}?gameType=RNG&pageNo=1&gameName=${'x'.repeat(61)}`],
    ['an oversized page size', `${GAME_LIST}?gameType=RNG&pageNo=1&pageSize=26`],
    ['a repeated parameter', `${GAME_LIST}?gameType=RNG&gameType=LIVE&pageNo=1`],
  ])('answers 400 BAD_REQUEST for %s', async (_label, url) => {
    const res = await t.call({ url });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toEqual({ success: false, code: 'BAD_REQUEST', message: null, value: null });
  });

  it('takes no body as no fields, and refuses a JSON body that is not an object (null), however optional', async () => {
    const none = await t.call({ method: 'POST', url: '/test/optional-fields' });
    expect(none.statusCode).toBe(200);
    const asNull = await t.call({
      method: 'POST',
      url: '/test/optional-fields',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(asNull.statusCode).toBe(400);
    expect(envelope(asNull).code).toBe('BAD_REQUEST');
  });

  it('validates JSON bodies and stores nothing on failure', async () => {
    const countReads = async () =>
      (await t.db.selectFrom('announcement_reads').select('member_id').execute()).length;
    const before = await countReads();
    const bad = await t.call({
      method: 'POST',
      url: MARK_READ,
      headers: bearer(token),
      payload: { announcementId: 'x', read: true },
    });
    expect(bad.statusCode).toBe(400);
    const notJson = await t.call({
      method: 'POST',
      url: MARK_READ,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"announcementId":',
    });
    expect(envelope(notJson).code).toBe('BAD_REQUEST');
    expect(await countReads()).toBe(before);
  });

  it('refuses bodies over 64 KB', async () => {
    const res = await t.call({
      method: 'POST',
      url: MARK_READ,
      headers: bearer(token),
      payload: { announcementId: 1, read: true, pad: 'x'.repeat(70_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).code).toBe('BAD_REQUEST');
  });

  it('answers 401 NOT_LOGGED_IN without a valid session', async () => {
    for (const headers of [{}, bearer('not-a-real-token-but-long-enough'), { authorization: 'Basic abc' }]) {
      const res = await t.call({ url: '/wps/member/info', headers });
      expect(res.statusCode).toBe(401);
      expect(envelope(res)).toEqual({ success: false, code: 'NOT_LOGGED_IN', message: null, value: null });
    }
  });

  it('accepts the token from the header, the query or the body', async () => {
    expect((await t.call({ url: '/wps/member/info', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.call({ url: `/wps/member/info?token=${token}` })).statusCode).toBe(200);
    const body = await t.call({
      method: 'POST',
      url: MARK_READ,
      payload: { announcementId: 10, read: true, token },
    });
    expect(body.statusCode).toBe(200);
  });

  it('binds a session to its merchant', async () => {
    const res = await t.call({
      url: '/wps/member/info',
      headers: { ...bearer(token), 'x-merchant-code': 'lite' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('resolves the merchant from the header, then the query; unknown is 404, malformed 400', async () => {
    const lite = await t.call({
      url: '/wps/system/settings/consolidated',
      headers: { 'x-merchant-code': 'lite' },
    });
    expect(envelope<{ merchantCode: string }>(lite).value.merchantCode).toBe('lite');
    const byQuery = await t.call({ url: '/wps/system/settings/consolidated?merchantCode=TEST' });
    expect(envelope<{ merchantCode: string }>(byQuery).value.merchantCode).toBe('TEST');
    const unknown = await t.call({ url: '/wps/system/status', headers: { 'x-merchant-code': 'nobody' } });
    expect(unknown.statusCode).toBe(404);
    expect(envelope(unknown).code).toBe('NOT_FOUND');
    const malformed = await t.call({ url: '/wps/system/status', headers: { 'x-merchant-code': '../etc' } });
    expect(malformed.statusCode).toBe(400);
  });

  it('answers unknown routes with a NOT_FOUND envelope', async () => {
    const res = await t.call({ url: '/wps/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(envelope(res)).toEqual({ success: false, code: 'NOT_FOUND', message: null, value: null });
  });

  it('never leaks a stack or raw error text', async () => {
    const res = await t.call({ url: '/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(envelope(res)).toEqual({ success: false, code: 'UNKNOWN', message: null, value: null });
    expect(res.body).not.toMatch(/SQLITE|secret|\.ts/);
  });

  it('refuses to send a value that breaks the response contract', async () => {
    const res = await t.call({ url: '/test/broken-contract' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('nope');
  });

  it('sets no-store and nosniff on API answers', async () => {
    const res = await t.call({ url: '/wps/system/status' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sets nosniff on refusals too', async () => {
    const unknown = await t.call({ url: '/wps/no/such/route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
    const guest = await t.call({ url: '/wps/member/info' });
    expect(guest.statusCode).toBe(401);
    expect(guest.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers CORS preflights for loopback origins only', async () => {
    const ok = await t.call({
      method: 'OPTIONS',
      url: '/wps/member/info',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-headers': 'authorization' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const foreign = await t.call({ url: '/wps/system/status', headers: { origin: 'https://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('rate limiting', () => {
  it('answers 429 RATE_LIMITED over the configured limit', async () => {
    const t = await createTestContext({ rateLimitMax: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await t.call({ url: '/wps/system/status' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await t.call({ url: '/wps/system/status' });
      expect(envelope(res)).toEqual({ success: false, code: 'RATE_LIMITED', message: null, value: null });
      // Images have their own, larger budget.
      expect((await t.call({ url: '/wps/static/icons/10001.svg' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
