import type { MemberProfile, SecurityConfig, VipBenefits } from '@mobile/shared-contracts';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

describe('member profile, security centre and VIP', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const get = async (url: string, user: string) => t.call({ url, headers: bearer(await t.login(user)) });
  const nicknameOf = async (user: string) =>
    (
      await t.db
        .selectFrom('members')
        .select('nickname')
        .where('username', '=', user)
        .where('merchant_code', '=', 'demo')
        .executeTakeFirst()
    )?.nickname;

  it('shows my account with masked contacts and the payee name', async () => {
    const res = await get('/wps/member/profile', 'player0');
    expect(res.statusCode).toBe(200);
    const profile = envelope<MemberProfile>(res).value;
    expect(profile).toMatchObject({
      account: 'player0',
      nickname: 'Lucky Juan',
      email: 'p*****0@example.com',
      mobile: '+639*****4567',
      payeeName: 'Juan Dela Cruz',
    });
    expect(Number.isNaN(Date.parse(profile.registeredAt))).toBe(false);
    expect(res.body).not.toContain('9171234567');
    expect(res.body).not.toContain('player0@example.com');
  });

  it('shows empty contacts as null for a member without any', async () => {
    const profile = envelope<MemberProfile>(await get('/wps/member/profile', 'player2')).value;
    expect(profile).toMatchObject({ account: 'player2', email: null, mobile: null, payeeName: null });
  });

  it('says which protections are set', async () => {
    expect(envelope<SecurityConfig>(await get('/wps/member/securityConfig', 'player0')).value).toEqual({
      loginPassword: true,
      withdrawalPassword: true,
      mobile: '+639*****4567',
      email: 'p*****0@example.com',
      payeeName: 'Juan Dela Cruz',
    });
    expect(envelope<SecurityConfig>(await get('/wps/member/securityConfig', 'player2')).value).toEqual({
      loginPassword: true,
      withdrawalPassword: false,
      mobile: null,
      email: null,
      payeeName: null,
    });
  });

  it("returns the member's VIP level and the merchant's level table", async () => {
    const vip = envelope<VipBenefits>(await get('/wps/member/vip', 'player0')).value;
    expect(vip.level).toBe(3);
    expect(vip.turnover).toBe(356_420.5);
    expect(vip.levels.map((l) => l.name)).toEqual([
      'Member',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
    ]);
    expect(vip.levels[3]).toMatchObject({ level: 3, minTurnover: 200_000, birthdayBonus: 1_888 });
    expect(envelope<VipBenefits>(await get('/wps/member/vip', 'player2')).value.level).toBe(0);
  });

  it('sets a trimmed nickname', async () => {
    const token = await t.login('player1');
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/nickname',
      headers: bearer(token),
      payload: { nickname: '  Maria 2 ' },
    });
    expect(envelope(res).value).toEqual({ nickname: 'Maria 2' });
    expect(await nicknameOf('player1')).toBe('Maria 2');
    const info = await t.call({ url: '/wps/member/info', headers: bearer(token) });
    expect(envelope<{ nickname: string }>(info).value.nickname).toBe('Maria 2');
  });

  it.each([
    ['empty', ''],
    ['one character', 'A'],
    ['too long', 'N'.repeat(21)],
    ['oversized', 'x'.repeat(5_000)],
    ['markup', '<b>Juan</b>'],
    ['not a string', 42],
  ])('refuses a nickname that is %s and stores nothing', async (_, nickname) => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/nickname',
      headers: bearer(await t.login('player2')),
      payload: { nickname },
    });
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(await nicknameOf('player2')).toBeNull();
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/nickname',
      headers: bearer(await t.login('player2')),
      payload: { nickname: 'x'.repeat(2_000_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(await nicknameOf('player2')).toBeNull();
  });

  it.each([
    ['GET', '/wps/member/profile'],
    ['GET', '/wps/member/securityConfig'],
    ['GET', '/wps/member/vip'],
    ['POST', '/wps/member/nickname'],
  ] as const)('refuses guests on %s %s', async (method, url) => {
    const res = await t.call({ method, url, payload: method === 'POST' ? { nickname: 'Guest' } : undefined });
    expect(res.statusCode).toBe(401);
  });
});
