import { createTestContext, type TestContext } from '../test/test-context';
import { loadSharedSecrets, sharedSecret } from './shared-secrets';

describe('shared secrets', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('makes each secret once in the database: every later reader (another instance) gets the same', async () => {
    const first = await loadSharedSecrets(t.db, {});
    const again = await Promise.all([loadSharedSecrets(t.db, {}), loadSharedSecrets(t.db, {})]);
    for (const other of again) {
      expect(other.launch.equals(first.launch)).toBe(true);
      expect(other.paymentGateway.equals(first.paymentGateway)).toBe(true);
      expect(other.totp.equals(first.totp)).toBe(true);
    }
    // The app built on this database holds those very keys.
    expect(t.app.deps.secrets.launch.equals(first.launch)).toBe(true);
    expect(first.launch).toHaveLength(32);
    expect(first.launch.equals(first.paymentGateway)).toBe(false);
    const rows = await t.db.selectFrom('shared_secrets').select('name').orderBy('name').execute();
    expect(first.totp.equals(first.launch)).toBe(false);
    expect(rows.map((row) => row.name)).toEqual(['launch', 'payment-gateway', 'totp']);
  });

  it('takes the configured value instead, refusing a short one', async () => {
    const env = {
      LAUNCH_SECRET: 's'.repeat(32),
      PAYMENT_GATEWAY_SECRET: 'p'.repeat(40),
      TOTP_SECRET_KEY: 't'.repeat(32),
    };
    const configured = await loadSharedSecrets(t.db, env);
    expect(configured.launch.toString()).toBe('s'.repeat(32));
    expect(configured.paymentGateway.toString()).toBe('p'.repeat(40));
    expect(configured.totp.toString()).toBe('t'.repeat(32));
    await expect(sharedSecret(t.db, 'launch', { LAUNCH_SECRET: 'short' })).rejects.toThrow(/32/);
    await expect(sharedSecret(t.db, 'paymentGateway', { PAYMENT_GATEWAY_SECRET: 'x' })).rejects.toThrow(
      /PAYMENT_GATEWAY_SECRET/,
    );
  });
});
