import * as v from 'valibot';
import { defineEndpoint } from './define';

/**
 * The second step for money (issue 31, RFC 6238): an authenticator app's 6-digit code, asked by
 * withdrawals, adding a bank card and setting or changing the withdrawal password once the member has
 * turned it on from the security centre. A recovery code (shown once, at turn-on) stands in for a code.
 * platform-api/src/totp holds the rules (docs/decisions/0351, 0352).
 */

/** Digits of an authenticator code. */
export const TOTP_DIGITS = 6;
/** Recovery codes handed out when the second step is turned on, each usable once. */
export const TOTP_RECOVERY_CODE_COUNT = 8;
/** A recovery code: two groups of five letters or digits (no 0/1/l/o), the hyphen optional. */
export const TOTP_RECOVERY_CODE_PATTERN = /^[a-hjkmnp-z2-9]{5}-?[a-hjkmnp-z2-9]{5}$/;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** An authenticator code as typed: spaces dropped (apps show "123 456"). */
export const totpCodeSchema = v.pipe(
  v.string(),
  v.maxLength(32),
  v.transform((s) => s.replace(/\s/g, '')),
  v.regex(TOTP_CODE_PATTERN),
);

/** What the money calls take: an authenticator code or one of the recovery codes. */
export const secondStepCodeSchema = v.pipe(
  v.string(),
  v.maxLength(32),
  v.transform((s) => s.replace(/\s/g, '').toLowerCase()),
  v.check((s) => TOTP_CODE_PATTERN.test(s) || TOTP_RECOVERY_CODE_PATTERN.test(s), 'code'),
);

/** The optional field the money calls carry; required by the server when the member has it on. */
export const secondStepField = v.optional(secondStepCodeSchema);

export const totpStatusSchema = v.object({
  enabled: v.boolean(),
  enabledAt: v.nullable(v.string()),
  /** Recovery codes not used yet (0 when off). */
  recoveryCodesLeft: v.number(),
});
export type TotpStatus = v.InferOutput<typeof totpStatusSchema>;

/** A new enrolment: the secret (base32, for typing into the app) and the otpauth:// URI for the QR code. */
export const totpEnrolmentSchema = v.object({
  secret: v.string(),
  uri: v.string(),
  issuer: v.string(),
  label: v.string(),
});
export type TotpEnrolment = v.InferOutput<typeof totpEnrolmentSchema>;

const loginPassword = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

export const totpEndpoints = {
  totpStatus: defineEndpoint({
    method: 'GET',
    path: '/wps/member/totp',
    request: v.object({}),
    response: totpStatusSchema,
    auth: 'required',
  }),
  /** A fresh secret, not in force until confirmed; asking again replaces an unconfirmed one. */
  totpEnrol: defineEndpoint({
    method: 'POST',
    path: '/wps/member/totp/enrol',
    request: v.object({}),
    response: totpEnrolmentSchema,
    auth: 'required',
  }),
  /** The first code from the app turns it on; the answer carries the recovery codes, this once. */
  totpConfirm: defineEndpoint({
    method: 'POST',
    path: '/wps/member/totp/confirm',
    request: v.object({ code: totpCodeSchema }),
    response: v.object({ status: totpStatusSchema, recoveryCodes: v.array(v.string()) }),
    auth: 'required',
  }),
  /** Turning it off takes the login password and a code (or a recovery code). */
  totpDisable: defineEndpoint({
    method: 'POST',
    path: '/wps/member/totp/disable',
    request: v.object({ password: loginPassword, code: secondStepCodeSchema }),
    response: totpStatusSchema,
    auth: 'required',
  }),
};
