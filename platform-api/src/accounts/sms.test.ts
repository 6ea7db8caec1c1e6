import { envelope } from '../test/test-context';
import {
  encryptedCall,
  ipSequence,
  latestCode,
  loginAs,
  outboxOf,
  registration,
  solvedCaptcha,
  withOutboxContext,
} from './account-test-kit';

const context = withOutboxContext();
const freshIp = ipSequence('10.2.0');

async function requestSms(kind: 'noLogin' | 'register', mobileNo: string, ip = freshIp(), merchant = 'demo') {
  return context().call({
    method: 'POST',
    url: `/wps/verification/sms/${kind}`,
    remoteAddress: ip,
    headers: { 'x-merchant-code': merchant },
    payload: { mobileNo, countryDialingCode: '+63', ...(await solvedCaptcha(context())) },
  });
}

/** A mobile-mode registration with an SMS code. */
const byMobile = (mobileNum: string, verificationCode: string) =>
  registration({
    password: 'Mobile123',
    confirmPassword: 'Mobile123',
    countryDialingCode: '63',
    mobileNum,
    verificationCode,
  });

/** PUT /wps/member/register/mobile from a fresh address, with a solved captcha unless told otherwise. */
async function registerByMobile(payload: object, { captcha = true } = {}) {
  const solved = captcha ? await solvedCaptcha(context()) : {};
  return encryptedCall(
    context(),
    'PUT',
    '/wps/member/register/mobile',
    { ...payload, ...solved },
    { ip: freshIp() },
  );
}

describe('SMS codes through the outbox', () => {
  it('registers by mobile number with a code from the outbox', async () => {
    const sent = await requestSms('register', '9190000001');
    expect(sent.statusCode).toBe(200);
    const { expirationTime } = envelope<{ expirationTime: number }>(sent).value;
    expect(expirationTime - Date.now()).toBeGreaterThan(55_000);
    expect(expirationTime - Date.now()).toBeLessThanOrEqual(60_000);
    const code = await latestCode(context(), '+639190000001');
    expect(code).toMatch(/^\d{6}$/);

    const payload = byMobile('9190000001', code);
    // The register settings enable the captcha: mobile mode checks it too (each captcha is single use).
    const wrong = await registerByMobile({
      ...payload,
      verificationCode: '000000' === code ? '111111' : '000000',
    });
    expect(envelope(wrong).code).toBe('VERIFICATION_CODE');
    const res = await registerByMobile(payload);
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toMatchObject({ userName: 'm9190000001', type: 0 });
    const contact = await context()
      .db.selectFrom('member_contacts')
      .selectAll()
      .where('mobile', '=', '+639190000001')
      .executeTakeFirst();
    expect(contact).toBeDefined();
    // The code is single use.
    const again = await registerByMobile({ ...payload, username: 'another1' });
    expect(envelope(again).code).toBe('VERIFICATION_CODE');
  });

  it('registration in mobile mode checks the captcha when the register settings enable it; the SMS code does not replace it', async () => {
    expect((await requestSms('register', '9190000003')).statusCode).toBe(200);
    const code = await latestCode(context(), '+639190000003');
    const payload = byMobile('9190000003', code);
    const missing = await registerByMobile(payload, { captcha: false });
    expect(envelope(missing).code).toBe('CAPTCHA_REQUIRED');
    const { captchaId } = await solvedCaptcha(context());
    const wrong = await registerByMobile({ ...payload, captchaId, captcha: 'AAAAA' }, { captcha: false });
    expect(envelope(wrong).code).toBe('CAPTCHA_WRONG');
    // A refused captcha spent no SMS code: the same code registers with a right captcha.
    const res = await registerByMobile(payload);
    expect(res.statusCode).toBe(200);
  });

  it('logs in by SMS code (MOBILEVERCODELOGIN3 on), once per code', async () => {
    expect((await requestSms('noLogin', '9171234567')).statusCode).toBe(200);
    const messageCode = await latestCode(context(), '+639171234567');
    const sms = { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', messageCode };
    const res = await loginAs(context(), sms, { ip: freshIp() });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).value).toMatchObject({ userName: 'player0', type: 0 });
    const reused = await loginAs(context(), sms, { ip: freshIp() });
    expect(envelope(reused).code).toBe('VERIFICATION_CODE');
  });

  it('refuses SMS login where the merchant switch is off', async () => {
    const res = await loginAs(
      context(),
      { type: 'sms', countryDialingCode: '63', mobileNum: '9171234567', messageCode: '123456' },
      { ip: freshIp(), merchant: 'lite' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('needs a right captcha for each SMS', async () => {
    const res = await context().call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNo: '9171234568', countryDialingCode: '63', captchaId: 'nope', captcha: 'ABCDE' },
    });
    expect(envelope(res).code).toBe('CAPTCHA_WRONG');
  });

  it('allows one SMS per number per 60 s (429 RATE_LIMITED)', async () => {
    expect((await requestSms('register', '9190000002')).statusCode).toBe(200);
    const second = await requestSms('register', '9190000002');
    expect(second.statusCode).toBe(429);
    expect(envelope(second)).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('allows 10 SMS an hour per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await requestSms('register', `92000000${10 + i}`, '10.2.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('does not send login codes to unknown numbers, but answers the same', async () => {
    const res = await requestSms('noLogin', '9199999999');
    expect(res.statusCode).toBe(200);
    expect(await outboxOf(context(), '+639199999999')).toEqual([]);
  });
});
