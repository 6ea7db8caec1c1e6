import type { TotpEnrolment, TotpStatus, WithdrawInfo } from '@mobile/shared-contracts';
import { DEMO_PASSWORD } from '../accounts/account-test-kit';
import { DEMO_PAYMENT_PASSWORD } from '../demo/seed/members';
import { memberIdOf, newKey, postMoney } from '../deposit/money-test-kit';
import { runOperator } from '../operator/run-operator';
import { bearer, createTestContext, envelope, type TestContext } from '../test/test-context';
import { codeAt, postAs, turnOnTotp } from './totp-test-kit';

/** The security centre's calls and the money calls with the authenticator on, through HTTP. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const status = async (token: string) =>
  envelope<TotpStatus>(await t.call({ url: '/wps/member/totp', headers: bearer(token) })).value;
const firstCard = async (user: string) =>
  (
    await t.db
      .selectFrom('bank_cards')
      .select('id')
      .where('member_id', '=', await memberIdOf(t, user))
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;

describe('turning the authenticator app on and off', () => {
  it('enrols with a server-made secret, turns on with the first code, hands out recovery codes once', async () => {
    const token = await t.login('player1');
    expect(await status(token)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const enrolment = envelope<TotpEnrolment>(await postAs(t, token, '/wps/member/totp/enrol')).value;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    const issuer = encodeURIComponent(enrolment.issuer);
    expect(enrolment.uri).toBe(
      `otpauth://totp/${issuer}:player1?secret=${enrolment.secret}&issuer=${issuer}`,
    );
    // Not on until confirmed; a wrong first code is refused and counted.
    expect((await status(token)).enabled).toBe(false);
    const wrong = await postAs(t, token, '/wps/member/totp/confirm', { code: '000000' });
    expect(envelope(wrong)).toMatchObject({ success: false, code: 'TOTP_WRONG', value: { attemptsLeft: 4 } });
    const confirmed = await postAs(t, token, '/wps/member/totp/confirm', {
      code: codeAt(enrolment.secret, new Date()),
    });
    const value = envelope<{ status: TotpStatus; recoveryCodes: string[] }>(confirmed).value;
    expect(value.status).toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
    expect(value.recoveryCodes).toHaveLength(8);
    // Stored sealed and hashed: neither the secret nor a recovery code is in the database.
    const memberId = await memberIdOf(t, 'player1');
    const rows = JSON.stringify([
      await t.db.selectFrom('member_totp').selectAll().where('member_id', '=', memberId).execute(),
      await t.db.selectFrom('member_totp_recovery').selectAll().where('member_id', '=', memberId).execute(),
    ]);
    expect(rows).not.toContain(enrolment.secret);
    for (const code of value.recoveryCodes) expect(rows).not.toContain(code);
    // Never handed out again: enrolling while on is refused, the status has no secret.
    const again = await postAs(t, token, '/wps/member/totp/enrol');
    expect(again.statusCode).toBe(409);
    expect(envelope(again).code).toBe('TOTP_ON');
    expect(JSON.stringify(await status(token))).not.toContain(enrolment.secret);
  });

  it('turns off with the login password and a code (or a recovery code), logged', async () => {
    const token = await t.login('agent40');
    const { secret, recoveryCodes } = await turnOnTotp(t, token);
    const off = (password: string, code: string) =>
      postAs(t, token, '/wps/member/totp/disable', { password, code });
    expect(envelope(await off('wrong-password', codeAt(secret, new Date(), 1))).code).toBe(
      'WRONG_CREDENTIALS',
    );
    // The confirming code's step is used: refused again.
    expect(envelope(await off(DEMO_PASSWORD, codeAt(secret, new Date(), -1))).code).toBe('TOTP_WRONG');
    expect((await status(token)).enabled).toBe(true);
    const done = await off(DEMO_PASSWORD, recoveryCodes[0] ?? '');
    expect(envelope(done)).toMatchObject({ success: true, value: { enabled: false } });
    const memberId = await memberIdOf(t, 'agent40');
    const log = await t.db
      .selectFrom('member_totp_log')
      .select(['action', 'actor'])
      .where('member_id', '=', memberId)
      .orderBy('id')
      .execute();
    expect(log.map((r) => r.action)).toEqual(['enabled', 'recovery', 'disabled']);
    expect(
      await t.db.selectFrom('member_totp_recovery').selectAll().where('member_id', '=', memberId).execute(),
    ).toEqual([]);
  });

  it('refuses free play', async () => {
    const token = await t.login('trial4');
    for (const url of ['/wps/member/totp/enrol', '/wps/member/totp/confirm', '/wps/member/totp/disable']) {
      const answer = await postAs(t, token, url, { code: '123456', password: DEMO_PASSWORD });
      expect(answer.statusCode).toBe(403);
      expect(envelope(answer).code).toBe('FREE_REJECT');
    }
  });
});

describe('money with the authenticator on', () => {
  it('a withdrawal takes a fresh code; a retry of the answered call gets its answer', async () => {
    const token = await t.login('player0');
    const { secret } = await turnOnTotp(t, token);
    const info = envelope<WithdrawInfo>(await t.call({ url: '/wps/withdraw/info', headers: bearer(token) }));
    expect(info.value.secondStep).toBe(true);
    const bankCardId = await firstCard('player0');
    const request = (totpCode?: string, key = newKey()) =>
      postMoney(
        t,
        token,
        '/wps/transaction/withdraw',
        {
          bankCardId,
          amount: 100,
          paymentPassword: DEMO_PAYMENT_PASSWORD,
          ...(totpCode === undefined ? {} : { totpCode }),
        },
        key,
      );
    expect(envelope(await request()).code).toBe('TOTP_REQUIRED');
    expect(envelope(await request('999999')).code).toBe('TOTP_WRONG');
    const key = newKey();
    const code = codeAt(secret, new Date(), 1);
    const first = await request(code, key);
    expect(envelope(first)).toMatchObject({ success: true, value: { status: 'PENDING', amount: 100 } });
    const retry = await request(code, key);
    expect(retry.body).toBe(first.body);
    // The same code with a new key is a second withdrawal: refused, its step is used.
    expect(envelope(await request(code)).code).toBe('TOTP_WRONG');
  });

  it('the operator resets it for a verified member only, logged', async () => {
    const token = await t.login('player2');
    await turnOnTotp(t, token);
    const noEvidence = await runOperator(t.db, [
      'totp',
      '--merchant',
      'demo',
      '--member',
      'player2',
      '--reset',
    ]);
    expect(noEvidence.exitCode).toBe(2);
    expect(noEvidence.stderr).toContain('--verified-by is required');
    const reset = await runOperator(t.db, [
      'totp',
      '--merchant',
      'demo',
      '--member',
      'player2',
      '--reset',
      '--verified-by',
      'ops-anna',
      '--evidence',
      'call back to the registered mobile; security questions right',
    ]);
    expect(reset.exitCode).toBe(0);
    const answer = JSON.parse(reset.stdout) as { enabled: boolean; log: { action: string; by: string }[] };
    expect(answer.enabled).toBe(false);
    expect(answer.log[0]).toMatchObject({ action: 'reset', by: 'operator:ops-anna' });
    expect((await status(token)).enabled).toBe(false);
    const twice = await runOperator(t.db, [
      'totp',
      '--merchant',
      'demo',
      '--member',
      'player2',
      '--reset',
      '--verified-by',
      'ops-anna',
      '--evidence',
      'call back to the registered mobile',
    ]);
    expect(twice.exitCode).toBe(1);
  });
});
