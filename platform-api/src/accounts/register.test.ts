import { TEST_SCRYPT } from '../test/seeded-template';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { encryptedCall, loginAs, registration, solvedCaptcha } from './account-test-kit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PASSWORD = 'Newbie123';
let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `10.1.0.${ipCounter}`;
};

let mobileCounter = 0;
/** The demo merchant's settings require a mobile number for username registration too. */
const mobile = () => {
  mobileCounter += 1;
  return { countryDialingCode: '63', mobileNum: `918000${String(mobileCounter).padStart(4, '0')}` };
};

async function registerUser(fields: Record<string, string>, ip = freshIp()) {
  const captcha = await solvedCaptcha(ctx);
  const payload = registration({
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ...mobile(),
    ...captcha,
    ...fields,
  });
  return encryptedCall(ctx, 'PUT', '/wps/member/register', payload, { ip });
}

const memberCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('PUT /wps/member/register', () => {
  it('creates a type-0 member with an empty wallet and returns a session', async () => {
    const res = await registerUser({ username: 'newbie01', nickname: 'Newbie' });
    expect(res.statusCode).toBe(200);
    const value = envelope<{ token: string; userName: string; type: number; firstTimeLogin: boolean }>(
      res,
    ).value;
    expect(value).toMatchObject({ userName: 'newbie01', type: 0, firstTimeLogin: true });
    const wallet = await ctx.call({ method: 'GET', url: '/wps/wallets/gcs', headers: bearer(value.token) });
    expect(envelope(wallet).value).toMatchObject({ currencySymbol: '₱', sumBalance: 0 });
    const stored = await ctx.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'newbie01')
      .executeTakeFirstOrThrow();
    // Hashed at the configured cost (2^10 in tests; production's 2^17 is covered by password.test.ts).
    expect(stored.password_hash).toMatch(new RegExp(`^\\$scrypt\\$ln=${TEST_SCRYPT.log2N},`));
    expect(stored.nickname).toBe('Newbie');
    const login = await loginAs(ctx, { username: 'newbie01', password: PASSWORD }, { ip: freshIp() });
    expect(envelope<{ firstTimeLogin: boolean }>(login).value.firstTimeLogin).toBe(false);
  });

  it('refuses a taken username with USERNAME_EXISTS and reports it in check/username', async () => {
    const res = await registerUser({ username: 'player0' });
    expect(res.statusCode).toBe(409);
    expect(envelope(res)).toMatchObject({ code: 'USERNAME_EXISTS', value: { field: 'username' } });
    const taken = await ctx.call({ method: 'GET', url: '/wps/check/username?username=player0' });
    expect(envelope(taken).value).toEqual({ exists: true });
    const free = await ctx.call({ method: 'GET', url: '/wps/check/username?username=nobody99' });
    expect(envelope(free).value).toEqual({ exists: false });
  });

  it.each([
    ['username against its pattern', { username: 'Bad Name!' }, 'ACCOUNT_FORMAT', 'username'],
    [
      'password against its pattern',
      { username: 'newbie02', password: 'short', confirmPassword: 'short' },
      'PASSWORD_FORMAT',
      'password',
    ],
    [
      'confirmation mismatch',
      { username: 'newbie03', confirmPassword: 'Other1234' },
      'PASSWORD_MISMATCH',
      'confirmPassword',
    ],
    [
      'empty confirmation',
      { username: 'newbie04', confirmPassword: '' },
      'PASSWORD_MISMATCH',
      'confirmPassword',
    ],
    ['e-mail format', { username: 'newbie05', email: 'not-an-email' }, 'EMAIL_FORMAT', 'email'],
    ['mobile number as required', { username: 'newbie11', mobileNum: '' }, 'PHONE_FORMAT', 'mobileNum'],
    [
      'unknown invitation code',
      { username: 'newbie06', affiliateCode: 'NOPE1234' },
      'INVITATION_CODE_INVALID',
      'affiliateCode',
    ],
  ])('checks the %s and stores nothing', async (_name, fields, code, field) => {
    const before = await memberCount();
    const res = await registerUser(fields);
    expect(res.statusCode).toBe(400);
    expect(envelope(res)).toMatchObject({ success: false, code, value: { field } });
    expect(await memberCount()).toBe(before);
  });

  it('e-mail type check rejects length 255 or more (SPEC 5), and takes 254', async () => {
    // Local part 64, domain 185 or 186 and '.com': each within the e-mail pattern, 254 and 255 in all.
    const email = (domainLength: number) => `${'a'.repeat(64)}@${'d'.repeat(domainLength)}.com`;
    expect(email(186)).toHaveLength(255);
    const before = await memberCount();
    const long = await registerUser({ username: 'newbie21', email: email(186) });
    expect(long.statusCode).toBe(400);
    expect(envelope(long).success).toBe(false);
    expect(await memberCount()).toBe(before);
    expect(email(185)).toHaveLength(254);
    const longest = await registerUser({ username: 'newbie22', email: email(185) });
    expect(envelope(longest)).toMatchObject({ success: true });
  });

  it('needs a right captcha when the settings enable it', async () => {
    const payload = registration({
      username: 'newbie07',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      ...mobile(),
    });
    const missing = await encryptedCall(ctx, 'PUT', '/wps/member/register', payload, { ip: freshIp() });
    expect(envelope(missing).code).toBe('CAPTCHA_REQUIRED');
    const { captchaId } = await solvedCaptcha(ctx);
    const wrong = await encryptedCall(
      ctx,
      'PUT',
      '/wps/member/register',
      { ...payload, captchaId, captcha: 'AAAAA' },
      { ip: freshIp() },
    );
    expect(envelope(wrong).code).toBe('CAPTCHA_WRONG');
  });

  it('refuses oversized and ill-typed fields with 400 and stores nothing', async () => {
    const before = await memberCount();
    const big = await registerUser({ username: 'newbie08', nickname: 'n'.repeat(65) });
    expect(envelope(big).code).toBe('BAD_REQUEST');
    const method = await registerUser({ username: 'newbie08', registerMethod: 'DESKTOP' });
    expect(method.statusCode).toBe(400);
    const huge = await ctx.call({
      method: 'PUT',
      url: '/wps/member/register',
      payload: 'x'.repeat(70_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.statusCode).toBe(413);
    expect(await memberCount()).toBe(before);
  });

  it('links a valid invitation code to the agent as upline', async () => {
    const res = await registerUser({ username: 'newbie09', affiliateCode: 'agent41' });
    expect(res.statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('members as m')
      .innerJoin('members as p', 'p.id', 'm.parent_id')
      .select('p.username')
      .where('m.username', '=', 'newbie09')
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('agent41');
  });

  it('rate-limits registrations per IP (5 an hour) with 429', async () => {
    const ip = '10.1.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await registerUser({ username: 'Invalid Name' }, ip)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(envelope(await registerUser({ username: 'newbie10' }, ip)).code).toBe('RATE_LIMITED');
  });
});
