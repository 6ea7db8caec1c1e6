import { readSocialSettings, writeProviderSetting } from '../social-login/provider-settings';
import { setSwitch } from '../social-login/switch-store';
import { createTestContext, type TestContext } from '../test/test-context';
import { readSetting, updateSetting } from './settings-store';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const providerSetting = (clientId: string) => ({
  issuer: 'https://id.example.test',
  clientId,
  secretEnv: 'LITE_SECRET',
  redirectUri: 'https://lite.example.test/m/social/callback',
});

describe('updateSetting', () => {
  it('lands every one of many changes made at once to one document (no write undoes another)', async () => {
    const names = Array.from({ length: 8 }, (_, i) => `concurrent_switch_${i}`);
    await Promise.all(names.map((name) => setSwitch(t.db, 'lite', name, true)));
    const stored = (await readSetting(t.db, 'lite', 'consolidated')) as { switches: Record<string, boolean> };
    expect(names.filter((name) => stored.switches[name] !== true)).toEqual([]);
  });

  it('keeps both providers when two operators configure them at once (the social login flake)', async () => {
    await Promise.all([
      writeProviderSetting(t.db, 'lite', 'google', providerSetting('lite-google')),
      writeProviderSetting(t.db, 'lite', 'facebook', providerSetting('lite-facebook')),
    ]);
    const { providers } = await readSocialSettings(t.db, 'lite');
    expect({ google: providers.google?.clientId, facebook: providers.facebook?.clientId }).toEqual({
      google: 'lite-google',
      facebook: 'lite-facebook',
    });
  });

  it('leaves the document as it was when the change throws', async () => {
    const before = await readSetting(t.db, 'lite', 'consolidated');
    await expect(
      updateSetting(t.db, 'lite', 'consolidated', () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await readSetting(t.db, 'lite', 'consolidated')).toEqual(before);
  });

  it('gives the change null for a document not stored yet', async () => {
    let seen: unknown = 'unset';
    await updateSetting(t.db, 'lite', 'kyc', (stored) => {
      seen = stored;
      return { requiredForWithdrawal: true };
    });
    expect(seen).toBeNull();
    expect(await readSetting(t.db, 'lite', 'kyc')).toEqual({ requiredForWithdrawal: true });
  });
});
