import { DEMO_PASSWORD, encryptedCall, registration, solvedCaptcha } from '../accounts/account-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { maskAccount } from './referral-store';

const REFERRAL = '/wps/relay/MCS2_referral';
type Referral = { code: string; friendCount: number; friends: { account: string; joinedAt: string }[] };

describe('referral', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const referral = async (token: string) =>
    envelope<Referral>(await t.call({ url: REFERRAL, headers: bearer(token) }));

  it('gives a member one stable code and lists the friends who registered with it', async () => {
    const player = await t.login('player0');
    const first = (await referral(player)).value;
    expect(first.code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect((await referral(player)).value.code).toBe(first.code);
    expect(first.friendCount).toBe(0);

    const payload = registration({
      username: 'friendof0',
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      countryDialingCode: '63',
      mobileNum: '9180009999',
      affiliateCode: first.code.toLowerCase(),
      ...(await solvedCaptcha(t)),
    });
    const registered = await encryptedCall(t, 'PUT', '/wps/member/register', payload, { ip: '10.9.9.9' });
    expect(envelope(registered).success).toBe(true);

    const after = (await referral(player)).value;
    expect(after.friendCount).toBe(1);
    expect(after.friends).toEqual([{ account: 'fr******0', joinedAt: expect.any(String) }]);
    // Someone else's code and friends stay theirs.
    const other = (await referral(await t.login('player1'))).value;
    expect(other.code).not.toBe(first.code);
    expect(other.friends.some((f) => f.account === 'fr******0')).toBe(false);
  });

  it('keeps the seeded agent codes', async () => {
    expect((await referral(await t.login('agent41'))).value.code).toBe('AGENT41');
  });

  it('refuses guests and free play', async () => {
    expect((await t.call({ url: REFERRAL })).statusCode).toBe(401);
    const trial = await referral(await t.login('trial4'));
    expect(trial).toMatchObject({ success: false, code: 'FREE_REJECT' });
  });

  it('masks account names', () => {
    expect(maskAccount('friendof0')).toBe('fr******0');
    expect(maskAccount('abcd')).toBe('ab*d');
    expect(maskAccount('ab')).toBe('a**');
  });
});
