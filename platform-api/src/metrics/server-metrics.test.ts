import type { DepositChannel } from '@mobile/shared-contracts';
import { isPostgres } from '../db/dialect';
import { memberIdOf, postMoney, submitDemoGateway } from '../deposit/money-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { postEntry } from '../wallet/ledger';
import type { ServerMetrics } from './server-metrics';

/** The value of one series (the sample whose labels include `labels`), 0 when it is not there yet. */
async function counted(
  metrics: ServerMetrics,
  name: string,
  labels: Record<string, string>,
): Promise<number> {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((m) => m.name === name);
  const match = metric?.values.find((value) =>
    Object.entries(labels).every(([key, expected]) => value.labels[key] === expected),
  );
  return match?.value ?? 0;
}

describe('server metrics', () => {
  let t: TestContext;
  let metrics: ServerMetrics;
  /** A second app whose addresses may make 3 requests a minute. */
  let limited: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ metrics: true });
    limited = await createTestContext({ metrics: true, rateLimitMax: 3 });
    if (!t.metrics) throw new Error('metrics were asked for');
    metrics = t.metrics;
  });
  afterAll(async () => {
    await t.close();
    await limited.close();
  });

  it('labels requests with the route pattern, never the URL asked for', async () => {
    const icon = await t.call({ url: '/wps/static/icons/no-such-icon-1234.svg' });
    expect(icon.statusCode).toBe(404);
    await t.call({ url: '/wps/nothing/here/secret-token-abc' });
    const text = await metrics.registry.metrics();
    expect(text).toContain('route="/wps/static/icons/:file"');
    expect(text).toContain('route="unmatched"');
    expect(text).not.toContain('no-such-icon-1234');
    expect(text).not.toContain('secret-token-abc');
    expect(
      await counted(metrics, 'http_request_errors_total', { route: 'unmatched', code: 'NOT_FOUND' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts the requests the rate limiter refuses, and the errors by code', async () => {
    const limitedMetrics = limited.metrics as ServerMetrics;
    const answers = [];
    for (let i = 0; i < 5; i += 1)
      answers.push(
        await limited.call({
          url: '/wps/system/status',
          headers: { 'x-merchant-code': 'demo', 'x-forwarded-for': '1.2.3.4' },
          remoteAddress: '10.9.8.7',
        }),
      );
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    expect(refused).toBe(2);
    expect(await counted(limitedMetrics, 'rate_limit_refusals_total', { scope: 'global' })).toBe(refused);
    expect(
      await counted(limitedMetrics, 'http_request_errors_total', {
        route: '/wps/system/status',
        code: 'RATE_LIMITED',
      }),
    ).toBe(refused);
  });

  it('counts money per ledger kind once the deposit is committed, never a rolled-back one', async () => {
    const token = await t.login('player2');
    const channels = envelope<DepositChannel[]>(
      await t.call({ url: '/wps/deposit/channels', headers: bearer(token) }),
    ).value;
    const demoPay = channels.find((channel) => channel.name === 'DemoPay') as DepositChannel;
    const before = await counted(metrics, 'ledger_moved_cents_total', {
      kind: 'DEPOSIT',
      direction: 'credit',
    });
    const order = envelope<{ gatewayUrl: string }>(
      await postMoney(t, token, '/wps/deposit/gateway', {
        channelId: demoPay.id,
        amount: 123.45,
        promoId: null,
      }),
    ).value;
    const pay = await submitDemoGateway(t, order.gatewayUrl);
    expect(pay.statusCode).toBe(303);
    expect(await counted(metrics, 'ledger_moved_cents_total', { kind: 'DEPOSIT', direction: 'credit' })).toBe(
      before + 12_345,
    );

    // Written, then rolled back: the money never moved, so it is not counted.
    const memberId = await memberIdOf(t, 'player2');
    await expect(
      t.db.transaction().execute(async (trx) => {
        await postEntry(trx, { memberId, txCode: 'DEPOSIT', amountCents: 500, remark: 'x', reference: null });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counted(metrics, 'ledger_moved_cents_total', { kind: 'DEPOSIT', direction: 'credit' })).toBe(
      before + 12_345,
    );
  });

  it('reports the password-hashing queue, and the pool where the database has one', async () => {
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^password_hash_queue\{state="waiting"\} 0$/m);
    // PostgreSQL's pool (SQLite is one connection in the process: no pool to report).
    if (isPostgres(t.db)) expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    else expect(text).not.toContain('db_pool_connections');
  });
});
