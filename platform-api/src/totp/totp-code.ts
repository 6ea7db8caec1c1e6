import { TOTP_CODE_PATTERN, TOTP_DIGITS } from '@mobile/shared-contracts';
import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 as authenticator apps read it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
/** One step either side of now (clock drift, a code typed as it turned): `epochTolerance` in seconds. */
export const TOTP_TOLERANCE_S = TOTP_PERIOD_S;

/** A new 160-bit secret in base32 (RFC 4226's recommended length). */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The otpauth:// URI the QR code carries (issuer and account name shown by the app). */
export const totpUri = (issuer: string, label: string, secret: string) =>
  generateURI({ issuer, label, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_S });

/**
 * The time step a code belongs to, within one step of `now` and after `afterStep` (a step already used
 * answers null: the same code cannot be used twice), or null when it is not the secret's code.
 */
export async function matchTotpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  if (!TOTP_CODE_PATTERN.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: TOTP_PERIOD_S,
    epochTolerance: TOTP_TOLERANCE_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => null);
  // The answer type also covers HOTP, whose result has no step.
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}
