import { type MerchantManifest, parseManifest, systemStatusOf } from '@mobile/shared-contracts';
import { updateRemote } from '../merchants/manifest-store';
import { updateStatus } from '../merchants/status-store';
import { runOperator } from '../operator/run-operator';
import { createTestContext, envelope, TEST_REMOTE_URLS, type TestContext } from '../test/test-context';

describe('system calls', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const status = async (merchant = 'demo') =>
    envelope<{
      maintenance: boolean;
      regionRestriction: boolean;
      info: string | null;
      location: { ip: string };
    }>(await t.call({ url: '/wps/system/status', headers: { 'x-merchant-code': merchant } })).value;

  it('reports status flags, info text and the caller IP', async () => {
    expect(await status()).toEqual({
      info: null,
      location: { ip: '127.0.0.1', country: null },
      maintenance: false,
      regionRestriction: false,
    });
  });

  it('answers each caller its own IP from the cached status, as valid JSON whatever the address holds', async () => {
    for (const remoteAddress of ['203.0.113.7', '2001:db8::1', '"},"x":"<script>\\', '127.0.0.1']) {
      const res = await t.call({
        url: '/wps/system/status',
        headers: { 'x-merchant-code': 'demo' },
        remoteAddress,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(envelope(res).value).toEqual({
        info: null,
        location: { ip: remoteAddress, country: null },
        maintenance: false,
        regionRestriction: false,
      });
    }
  });

  it('refuses a malformed or unknown merchant on the status call', async () => {
    const call = (merchant: string) =>
      t.call({ url: '/wps/system/status', headers: { 'x-merchant-code': merchant } });
    expect(envelope(await call('ghost'))).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await call('ghost')).statusCode).toBe(404);
    expect((await call('<script>')).statusCode).toBe(400);
  });

  it('follows the operator status switches on the next request, per merchant', async () => {
    await updateStatus(t.db, 'demo', { regionRestriction: true });
    expect(systemStatusOf(await status())).toBe(2);
    await updateStatus(t.db, 'demo', { maintenance: true, info: 'Back at 04:00' });
    const now = await status();
    expect(systemStatusOf(now)).toBe(1);
    expect(now.info).toBe('Back at 04:00');
    expect(systemStatusOf(await status('lite'))).toBe(0);
    const cli = await runOperator(t.db, [
      'status',
      '--merchant',
      'demo',
      '--maintenance',
      'off',
      '--region-restriction',
      'off',
      '--info',
      '',
    ]);
    expect(cli.exitCode).toBe(0);
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false, info: null });
  });

  it('serves the merchant manifest uncached, valid for the shell', async () => {
    const res = await t.call({ url: '/wps/system/manifest?merchantCode=demo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const parsed = parseManifest(envelope(res).value);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.manifest.remotes.agent).toEqual({
      enabled: true,
      entry: TEST_REMOTE_URLS.agent,
      version: '1.0.0',
    });
    expect(parsed.manifest.frameOrigins).toEqual(['http://127.0.0.1:4000']);
  });

  it('has wallet and agent off for the lite merchant', async () => {
    const res = await t.call({ url: '/wps/system/manifest?merchantCode=lite' });
    const { remotes } = envelope<MerchantManifest>(res).value;
    expect([
      remotes.games.enabled,
      remotes.member.enabled,
      remotes.wallet.enabled,
      remotes.agent.enabled,
    ]).toEqual([true, true, false, false]);
  });

  it('follows operator remote switches without a restart', async () => {
    const manifest = async () =>
      envelope<MerchantManifest>(await t.call({ url: '/wps/system/manifest?merchantCode=TEST' })).value;
    await updateRemote(t.db, 'TEST', 'wallet', { enabled: false });
    expect((await manifest()).remotes.wallet.enabled).toBe(false);
    const cli = await runOperator(t.db, [
      'remote',
      '--merchant',
      'TEST',
      '--name',
      'wallet',
      '--enabled',
      'true',
      '--url',
      'http://127.0.0.1:3203/mf-manifest.json',
      // An mf-manifest.json entry changes by design: no integrity (allowed on this machine only).
      '--integrity',
      'none',
      '--version',
      '2.0.0',
    ]);
    expect(cli.exitCode).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual(await manifest());
    expect((await manifest()).remotes.wallet).toEqual({
      enabled: true,
      entry: 'http://127.0.0.1:3203/mf-manifest.json',
      version: '2.0.0',
    });
  });

  it('answers 404 for an unknown merchant and 400 for a malformed code', async () => {
    expect((await t.call({ url: '/wps/system/manifest?merchantCode=ghost' })).statusCode).toBe(404);
    expect((await t.call({ url: '/wps/system/manifest?merchantCode=%3Cscript%3E' })).statusCode).toBe(400);
    expect((await t.call({ url: '/wps/system/manifest' })).statusCode).toBe(400);
  });

  it('serves settings, whitelabel, countries and register settings per merchant', async () => {
    const get = async (url: string, merchant: string) =>
      envelope<Record<string, unknown>>(await t.call({ url, headers: { 'x-merchant-code': merchant } }));
    const demo = await get('/wps/system/settings/consolidated', 'demo');
    expect(demo.success).toBe(true);
    expect(demo.value).toMatchObject({
      merchantCode: 'demo',
      ageLimit: 21,
      switches: { MOBILEVERCODELOGIN3: true },
    });
    const lite = await get('/wps/system/settings/consolidated', 'lite');
    expect(lite.value).toMatchObject({ speedTestUrl: null, switches: { MOBILEVERCODELOGIN3: false } });
    expect(lite.value.paymentPartners).toEqual([
      { code: 'GCASH', name: 'GCash', iconUrl: '/wps/static/payments/GCASH.svg' },
      { code: 'MAYA', name: 'Maya', iconUrl: '/wps/static/payments/MAYA.svg' },
    ]);
    expect((await get('/wps/system/whitelabel', 'demo')).value.features).toEqual([
      'CBS3',
      'MAILCEN',
      'DIVIDEND',
    ]);
    expect((await get('/wps/system/whitelabel', 'lite')).value.features).toEqual(['MAILCEN']);
    const countries = (await get('/wps/system/country', 'demo')).value as unknown as {
      code: string;
      isDefault: boolean;
    }[];
    expect(countries.find((c) => c.isDefault)?.code).toBe('PH');
    const register = (await get('/wps/system/setting/register', 'lite')).value;
    expect(register).toMatchObject({ usernameRegistration: true, mobileRegistration: false, captcha: true });
  });

  it('draws the payment partner badges the footer links, and nothing else', async () => {
    const badge = await t.call({ url: '/wps/static/payments/GCASH.svg' });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toContain('image/svg+xml');
    expect(badge.body).toContain('GCash');
    for (const file of ['NOPE.svg', 'gcash.svg', 'GCASH.png', '..%2FGCASH.svg', 'constructor.svg']) {
      expect((await t.call({ url: `/wps/static/payments/${file}` })).statusCode).toBe(404);
    }
  });

  it('falls back to defaults when a stored setting no longer fits the contract', async () => {
    await t.db
      .updateTable('merchant_settings')
      .set({ value: '{"broken":' })
      .where('merchant_code', '=', 'TEST')
      .where('name', '=', 'whitelabel')
      .execute();
    const res = await t.call({ url: '/wps/system/whitelabel', headers: { 'x-merchant-code': 'TEST' } });
    expect(res.statusCode).toBe(200);
    expect(envelope<{ features: string[] }>(res).value.features).toContain('CBS3');
  });
});
