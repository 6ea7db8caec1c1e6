import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { DepositChannel, DepositOrder } from '@mobile/shared-contracts';
import { loadConfig } from '../config/env';
import { DEMO_ONLY_SETTINGS } from '../config/profile';
import { expectLedgerHolds, memberIdOf, postMoney } from '../deposit/money-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { form } from '../vendor/vendor-test-kit';

/**
 * Issue 26, finding 1: the demo payment gateway credited a player's own deposit order with no payment in
 * every build. Production (the default profile) has no demo gateway, no demo vendor credit paths, and
 * refuses to start with a demo-only setting.
 */
describe('attack 01: the demo payment gateway and vendor in production', () => {
  let t: TestContext;
  beforeAll(async () => {
    // A real gateway named, so the order is made; its page is not the demo's.
    t = await createTestContext({
      profile: 'production',
      partnerPages: { payment: 'https://pay.partner.example/checkout' },
    });
  });
  afterAll(() => t.close());

  it('is production unless SITE_PROFILE=demo is asked for', () => {
    expect(loadConfig({}).profile).toBe('production');
    expect(loadConfig({ SITE_PROFILE: 'demo' }).profile).toBe('demo');
    expect(() => loadConfig({ SITE_PROFILE: 'staging' })).toThrow(/SITE_PROFILE/);
  });

  it.each([
    ...DEMO_ONLY_SETTINGS.map((name) => [name, '1'] as const),
    ['DEMO_OUTBOX', '1'] as const,
    ['SEED', '0'] as const,
  ])('refuses to start with %s=%s in production', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
    expect(() => loadConfig({ SITE_PROFILE: 'production', [name]: value })).toThrow(new RegExp(name));
  });

  it('the server process itself refuses to start: production with SEED=1 exits before listening', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        PATH: process.env.PATH ?? '',
        SITE_PROFILE: 'production',
        SEED: '1',
        PORT: '1',
        DATABASE_FILE: path.join(os.tmpdir(), `attack-01-${process.pid}.sqlite`),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/platform-api failed to start: SEED is a demo-only setting/);
  });

  it('cannot pay its own deposit order through /lgw/demo-gateway/pay', async () => {
    const token = await t.login('player2');
    const memberId = await memberIdOf(t, 'player2');
    const before = await expectLedgerHolds(t, memberId);
    const channels = envelope<DepositChannel[]>(
      await t.call({ url: '/wps/deposit/channels', headers: bearer(token) }),
    ).value;
    const channel = channels.find((c) => c.name === 'DemoPay') as DepositChannel;
    const order = envelope<{ orderNo: string; gatewayUrl: string }>(
      await postMoney(t, token, '/wps/deposit/gateway', {
        channelId: channel.id,
        amount: 500,
        promoId: null,
      }),
    ).value;
    const url = new URL(order.gatewayUrl);
    const ticket = url.searchParams.get('ticket') ?? '';
    expect(url.origin).toBe('https://pay.partner.example');

    expect((await t.call({ url: `/lgw/demo-gateway/pay${url.search}` })).statusCode).toBe(404);
    const pay = await t.call({
      method: 'POST',
      url: '/lgw/demo-gateway/pay',
      ...form([
        ['ticket', ticket],
        ['action', 'pay'],
      ]),
    });
    expect(pay.statusCode).toBe(404);
    const after = envelope<DepositOrder>(
      await t.call({ url: `/wps/deposit/order?orderNo=${order.orderNo}`, headers: bearer(token) }),
    ).value;
    expect(after.status).toBe('PENDING');
    expect(await expectLedgerHolds(t, memberId)).toBe(before);
  });

  it.each([
    ['GET', '/lgw/demo-vendor/play?ticket=x'],
    ['POST', '/lgw/demo-vendor/bet'],
    ['GET', '/lotto/demo/play?ticket=x&playType=trad'],
    ['POST', '/lotto/demo/bet'],
    ['GET', '/wps/dev/event-loop'],
  ] as const)('has no demo path %s %s', async (method, url) => {
    const res = await t.call({ method, url, ...(method === 'POST' ? form([['ticket', 'x']]) : {}) });
    expect(res.statusCode).toBe(404);
  });
});
