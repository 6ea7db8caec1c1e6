import { FIELD_BATCH_MAX_BYTES, FIELD_BEACON_PATH, type FieldBatch } from '@mobile/shared-contracts';
import { createTestContext, type TestContext } from '../test/test-context';
import { FIELD_SESSION_MAX } from './field-routes';

const batch = (overrides: Partial<FieldBatch> = {}): FieldBatch => ({
  merchantCode: 'demo',
  sessionId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  events: [
    { kind: 'view', page: 'gameList', owner: 'games', version: '1.0.0', arm: 'stable' },
    { kind: 'INP', page: 'gameList', owner: 'games', version: '1.0.0', arm: 'stable', value: 180 },
  ],
  ...overrides,
});

describe('the field beacon endpoint', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ metrics: true });
  });
  afterAll(() => t.close());

  const send = (body: unknown, contentType = 'text/plain;charset=UTF-8', ip = '203.0.113.7') =>
    t.call({
      method: 'POST',
      url: FIELD_BEACON_PATH,
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: ip,
    });

  it('stores a batch sent as sendBeacon sends it, raw and counted per minute', async () => {
    const res = await send(batch({ sessionId: 'stored0000000000000000000000000a' }));
    expect(res.statusCode).toBe(204);
    const rows = await t.db
      .selectFrom('field_events')
      .selectAll()
      .where('session_id', '=', 'stored0000000000000000000000000a')
      .execute();
    expect(rows.map((r) => [r.kind, r.owner, r.version, r.arm, r.page, r.value])).toEqual([
      ['view', 'games', '1.0.0', 'stable', 'gameList', null],
      ['INP', 'games', '1.0.0', 'stable', 'gameList', 180],
    ]);
    const json = await send(batch({ sessionId: 'stored0000000000000000000000000b' }), 'application/json');
    expect(json.statusCode).toBe(204);
    const minutes = await t.db
      .selectFrom('field_minutes')
      .select(['kind', 'count'])
      .where('merchant_code', '=', 'demo')
      .where('kind', '=', 'view')
      .execute();
    expect(minutes.reduce((sum, m) => sum + Number(m.count), 0)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad batch with 400 and stores nothing of it', async () => {
    const before = await t.db
      .selectFrom('field_events')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst();
    for (const bad of [
      'not json',
      {},
      batch({ events: [] }),
      batch({ sessionId: 'short' }),
      batch({
        events: [{ kind: 'LCP', page: 'home', owner: 'games', version: '1', arm: 'stable', value: -1 }],
      }),
      batch({
        events: [{ kind: 'oops', page: 'home', owner: 'games', version: '1', arm: 'stable' } as never],
      }),
      batch({
        events: [{ kind: 'view', page: '/m/home?token=x', owner: 'games', version: '1', arm: 'stable' }],
      }),
      batch({
        events: [{ kind: 'view', page: 'home', owner: 'evil' as never, version: '1', arm: 'stable' }],
      }),
    ]) {
      const res = await send(bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
    }
    const unknownMerchant = await send(batch({ merchantCode: 'nobody' }));
    expect(unknownMerchant.statusCode).toBe(404);
    const after = await t.db
      .selectFrom('field_events')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('refuses an oversized body with 413', async () => {
    const big = `{"merchantCode":"demo","pad":"${'x'.repeat(FIELD_BATCH_MAX_BYTES)}"}`;
    const res = await send(big);
    expect(res.statusCode).toBe(413);
  });

  it('rate-limits one session id with 429, and counts the refusals in the metrics', async () => {
    const sessionId = 'limited000000000000000000000000a';
    for (let i = 0; i < FIELD_SESSION_MAX; i += 1) {
      expect((await send(batch({ sessionId }), 'application/json', '203.0.113.8')).statusCode).toBe(204);
    }
    const refused = await send(batch({ sessionId }), 'application/json', '203.0.113.8');
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const text = (await t.metrics?.registry.metrics()) ?? '';
    expect(text).toMatch(/http_request_errors_total\{route="\/wps\/system\/field",code="RATE_LIMITED"\} 1/);
    expect(text).toMatch(/http_request_errors_total\{route="\/wps\/system\/field",code="BAD_REQUEST"\} \d/);
  });

  it('stores nothing personal: a URL keeps no query, an e-mail and id-like digits are stripped', async () => {
    const sessionId = 'personal00000000000000000000000a';
    const res = await send(
      batch({
        sessionId,
        events: [
          {
            kind: 'error',
            page: 'deposit',
            owner: 'wallet',
            version: '2.0.0',
            arm: 'canary',
            detail:
              'TypeError at https://m.example/m/deposit?token=abc123secret&amount=500#x for jane.doe@example.com member 98765432',
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('field_events')
      .select(['detail', 'page'])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.detail).toBe('TypeError at https://m.example/m/deposit for <email> member <n>');
    expect(row.detail).not.toMatch(/token|abc123|jane|example\.com|98765432|500/);
  });
});
