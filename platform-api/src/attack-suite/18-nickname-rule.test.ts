import { DEMO_PASSWORD, encryptedCall, registration, solvedCaptcha } from '../accounts/account-test-kit';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Issue 26 finding 18: registration accepted nicknames the profile's nickname rule refuses (control and
 * bidi characters, markup). One rule (shared-contracts `isValidNickname`) now holds for both.
 */
jest.setTimeout(60_000);

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let counter = 0;
async function register(nickname: string) {
  counter += 1;
  const payload = registration({
    username: `nickrule${String(counter).padStart(2, '0')}`,
    password: DEMO_PASSWORD,
    confirmPassword: DEMO_PASSWORD,
    countryDialingCode: '63',
    mobileNum: `91855500${String(counter).padStart(2, '0')}`,
    nickname,
    ...(await solvedCaptcha(t)),
  });
  return encryptedCall(t, 'PUT', '/wps/member/register', payload, { ip: `10.180.0.${counter}` });
}
const setNickname = async (nickname: string) =>
  t.call({
    method: 'POST',
    url: '/wps/member/nickname',
    headers: bearer(await t.login('player1')),
    payload: { nickname },
  });

const REFUSED = [
  ['a right-to-left override', 'abc\u202Egnp.exe'],
  ['a C1 control character', 'Juan\u0085Cruz'],
  ['markup', '<b>Juan</b>'],
  ['one letter', 'J'],
  ['21 letters', 'J'.repeat(21)],
];

describe('18: one nickname rule for registration and the profile', () => {
  it.each(REFUSED)('registration refuses a nickname with %s, as the profile does', async (_, nickname) => {
    const res = await register(nickname);
    expect(envelope(res)).toMatchObject({
      success: false,
      code: 'NAME_FORMAT',
      value: { field: 'nickname' },
    });
    expect((await setNickname(nickname)).statusCode).toBe(400);
  });

  it('both accept a nickname the rule allows, in any script', async () => {
    expect((await register('Juan dela Cruz')).statusCode).toBe(200);
    expect((await register('นักเล่น_1')).statusCode).toBe(200);
    expect(envelope(await setNickname('Nguyễn Văn A')).value).toEqual({ nickname: 'Nguyễn Văn A' });
  });
});
