import { runOperator } from '../operator/run-operator';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const providers = async () =>
  envelope<{ providers: string[] }>(
    await t.call({ method: 'GET', url: '/wps/social/providers', headers: { 'x-merchant-code': 'lite' } }),
  ).value.providers;

describe('operator social', () => {
  it('configures a provider whose secret stays in the environment, and offers it only once the secret is there', async () => {
    const result = await runOperator(t.db, [
      'social',
      '--merchant',
      'lite',
      '--provider',
      'facebook',
      '--issuer',
      'https://id.example.test',
      '--client-id',
      'lite-site',
      '--secret-env',
      'LITE_FACEBOOK_SECRET',
      '--redirect-uri',
      'https://lite.example.test/m/social/callback',
      '--switch',
      'on',
    ]);
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ ready: [] });
    const stored = await t.db
      .selectFrom('merchant_settings')
      .select('value')
      .where('merchant_code', '=', 'lite')
      .where('name', '=', 'social')
      .executeTakeFirstOrThrow();
    expect(stored.value).toContain('LITE_FACEBOOK_SECRET');
    expect(await providers()).toEqual([]);
    process.env.LITE_FACEBOOK_SECRET = 'from-the-environment';
    try {
      expect(await providers()).toEqual(['facebook']);
      expect(stored.value).not.toContain('from-the-environment');
    } finally {
      delete process.env.LITE_FACEBOOK_SECRET;
    }
  });

  it('refuses a setting that is not a URL or a secret name, and removes one', async () => {
    const bad = await runOperator(t.db, [
      'social',
      '--merchant',
      'lite',
      '--provider',
      'google',
      '--issuer',
      'not a url',
      '--client-id',
      'x',
      '--secret-env',
      'lower-case',
      '--redirect-uri',
      'https://lite.example.test/m/social/callback',
    ]);
    expect(bad.exitCode).toBe(2);
    const removed = await runOperator(t.db, [
      'social',
      '--merchant',
      'lite',
      '--provider',
      'facebook',
      '--remove',
      'yes',
    ]);
    expect(JSON.parse(removed.stdout)).toMatchObject({ providers: {} });
  });
});
