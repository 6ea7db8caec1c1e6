import type { MemberInfo } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

describe('member info and wallet', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('returns the member with nickname, labels and VIP club', async () => {
    const res = await t.call({ url: '/wps/member/info', headers: bearer(await t.login('player0')) });
    expect(envelope<MemberInfo>(res).value).toMatchObject({
      type: 0,
      nickname: 'Lucky Juan',
      account: 'player0',
      memberLabel: [],
      clubLabel: { labelName: 'VIP Gold Club', type: 'AUTO' },
    });
    const plain = await t.call({ url: '/wps/member/info', headers: bearer(await t.login('player2')) });
    expect(envelope<MemberInfo>(plain).value).toMatchObject({
      nickname: null,
      memberLabel: [{ labelName: 'nochat' }],
      clubLabel: null,
    });
  });

  it.each([
    ['player0', 12345.67],
    ['trial4', 2000],
    ['agent42', 98765.43],
  ])('returns the wallet of %s in pesos', async (user, balance) => {
    const res = await t.call({ url: '/wps/wallets/gcs', headers: bearer(await t.login(user)) });
    expect(envelope(res).value).toMatchObject({ currencySymbol: '₱', sumBalance: balance });
  });

  it('refuses guests', async () => {
    expect((await t.call({ url: '/wps/wallets/gcs' })).statusCode).toBe(401);
  });
});
