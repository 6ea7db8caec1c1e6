import { contentSecurityPolicy, type MerchantManifest } from '@mobile/shared-contracts';
import { createTestContext, type TestContext } from '../test/test-context';
import { runOperator } from './run-operator';

describe('operator security-headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("prints an nginx include with the CSP of the merchant's manifest", async () => {
    const manifest = JSON.parse(
      (await runOperator(t.db, ['manifest', '--merchant', 'lite'])).stdout,
    ) as MerchantManifest;
    const result = await runOperator(t.db, [
      'security-headers',
      '--merchant',
      'lite',
      '--asset-origin',
      'https://img.example',
    ]);
    expect(result.exitCode).toBe(0);
    const csp = contentSecurityPolicy(manifest, { assetOrigin: 'https://img.example' });
    expect(result.stdout).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    // The policy comes from gateway.conf's map: no-referrer on a page whose address carries a token.
    expect(result.stdout).toContain('add_header Referrer-Policy $page_referrer_policy always;');
    expect(csp).toContain('http://127.0.0.1:3101'); // games is on for lite…
    expect(csp).not.toContain('http://127.0.0.1:3103'); // …wallet is off
  });

  it('refuses an unknown merchant and a bad origin', async () => {
    expect((await runOperator(t.db, ['security-headers', '--merchant', 'nope'])).exitCode).toBe(2);
    const bad = await runOperator(t.db, [
      'security-headers',
      '--merchant',
      'demo',
      '--asset-origin',
      'javascript:x',
    ]);
    expect(bad.exitCode).toBe(2);
    expect(bad.stderr).toMatch(/asset-origin/);
  });
});
