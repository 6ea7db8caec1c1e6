import type { TotpEnrolment } from '@mobile/shared-contracts';
import { generateSync } from 'otplib';
import { bearer, envelope, type TestContext } from '../test/test-context';
import { TOTP_PERIOD_S } from './totp-code';

/** The authenticator app's code at `at`, `steps` steps later (an app whose clock runs ahead). */
export const codeAt = (secret: string, at: Date, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) + steps * TOTP_PERIOD_S });

export const postAs = (t: TestContext, token: string, url: string, payload: object = {}) =>
  t.call({ method: 'POST', url, headers: bearer(token), payload });

/** Enrols and confirms with the code of now, as a member scanning the QR code does. */
export async function turnOnTotp(t: TestContext, token: string) {
  const enrolment = envelope<TotpEnrolment>(await postAs(t, token, '/wps/member/totp/enrol')).value;
  const code = codeAt(enrolment.secret, new Date());
  const confirmed = await postAs(t, token, '/wps/member/totp/confirm', { code });
  const { recoveryCodes } = envelope<{ recoveryCodes: string[] }>(confirmed).value;
  if (!recoveryCodes) throw new Error(`turning on failed: ${confirmed.body}`);
  // `code` is the one that turned it on: used, so refused from then on whatever the clock says.
  return { secret: enrolment.secret, recoveryCodes, code };
}
