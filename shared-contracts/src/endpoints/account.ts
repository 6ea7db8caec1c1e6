import * as v from 'valibot';
import { MODULE_ID } from '../constants';
import { ENCRYPTION_SCHEME } from '../crypto-envelope';
import { defineEndpoint } from './define';

/** Optional text field of a form: absent, or an (often empty) string of bounded length. */
const text = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '');
const required = (max: number) => v.pipe(v.string(), v.minLength(1), v.maxLength(max));
const captchaFields = { captchaId: text(64), captcha: text(16) };
const dialingCode = v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/));
const mobileNo = v.pipe(v.string(), v.regex(/^\d{5,15}$/));
const smsCode = v.pipe(v.string(), v.regex(/^\d{6}$/));

export const credentialEnvelopeSchema = v.object({
  keyId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  wrappedKey: v.pipe(v.string(), v.maxLength(1024), v.base64()),
  iv: v.pipe(v.string(), v.maxLength(32), v.base64()),
  ciphertext: v.pipe(v.string(), v.maxLength(16_384), v.base64()),
});

export const loginPayloadSchema = v.object({
  username: text(64),
  password: text(128),
  ...captchaFields,
  type: v.optional(v.picklist(['username', 'sms']), 'username'),
  mobileNum: text(15),
  countryDialingCode: text(5),
  messageCode: text(8),
});

export const loginResultSchema = v.object({
  token: v.string(),
  userName: v.string(),
  type: v.number(),
  firstTimeLogin: v.boolean(),
});

export const registrationPayloadSchema = v.object({
  countryDialingCode: text(5),
  registerUrl: text(255),
  registerMethod: v.optional(v.picklist(['APP', 'H5', 'PWA', 'WEBCLIP', '']), ''),
  username: text(64),
  password: text(128),
  confirmPassword: text(128),
  affiliateCode: text(32),
  paymentPassword: text(32),
  recommenderId: text(32),
  nickname: text(64),
  payeeName: text(64),
  email: text(254),
  mobileNum: text(15),
  idNumber: text(32),
  qqNum: text(32),
  facebook: text(64),
  wechat: text(64),
  line: text(64),
  whatsapp: text(64),
  zalo: text(64),
  ...captchaFields,
  type: v.optional(v.picklist([0, '0']), 0),
  domain: text(255),
  verificationCode: text(8),
  /** Age gate: 'YYYY-MM-DD' (issue 14). */
  birthDate: text(10),
});

export const smsRequestSchema = v.object({
  mobileNo,
  countryDialingCode: dialingCode,
  captchaId: required(64),
  captcha: required(16),
});

/** Guest POST that sends a one-time code; value.expirationTime is when a resend is allowed (ms). */
function codeRequest<Req extends v.GenericSchema>(path: string, request: Req) {
  const response = v.object({ expirationTime: v.number() });
  return defineEndpoint({ method: 'POST', path, request, response, auth: 'none' });
}

export const passwordEmailSchema = v.object({
  username: required(64),
  email: required(254),
  captchaId: required(64),
  captcha: required(16),
});

export const passwordResetSchema = v.object({
  method: v.picklist(['sms', 'email']),
  username: text(64),
  email: text(254),
  mobileNum: text(15),
  countryDialingCode: text(5),
  code: smsCode,
  newPassword: required(128),
  confirmNewPassword: required(128),
});

export const changePasswordSchema = v.object({
  oldPassword: required(128),
  newPassword: required(128),
  confirmNewPassword: required(128),
});

export const accountEndpoints = {
  credentialKey: defineEndpoint({
    method: 'GET',
    path: '/wps/system/credentialKey',
    request: v.object({}),
    response: v.object({
      keyId: v.string(),
      publicKey: v.string(),
      scheme: v.literal(ENCRYPTION_SCHEME),
      /** The server's clock (ms): encrypted bodies are stamped in server time (issue 26 finding 10). */
      serverTime: v.optional(v.number()),
    }),
    auth: 'none',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login',
    request: loginPayloadSchema,
    response: loginResultSchema,
    auth: 'none',
    encrypted: true,
  }),
  freePlayLogin: defineEndpoint({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    request: v.object({ moduleId: v.optional(v.literal(MODULE_ID.freePlay)) }),
    response: v.object({ token: v.string(), userName: v.string(), customerType: v.number() }),
    auth: 'optional',
  }),
  trialUser: defineEndpoint({
    method: 'GET',
    path: '/wps/member/trialuser',
    request: v.object({}),
    response: v.object({ userName: v.string(), customerType: v.number(), sumBalance: v.number() }),
    auth: 'required',
  }),
  /**
   * Sets the session's draw-only cookie (docs/decisions/0641): httpOnly, SameSite=Strict, path /m, so only
   * the frame service ever sees it. Asked for after every sign-in and when a signed-in page finds it gone.
   */
  drawCookie: defineEndpoint({
    method: 'POST',
    path: '/wps/session/draw-cookie',
    request: v.object({}),
    response: v.null(),
    auth: 'required',
    // A page that cannot get one is only drawn by its JavaScript: never worth an alert.
    silent: true,
  }),
  logout: defineEndpoint({
    method: 'DELETE',
    path: '/wps/session/logout',
    request: v.object({}),
    response: v.null(),
    auth: 'required',
    // Leaving never alerts: a session that already expired is simply gone.
    silent: true,
  }),
  register: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/register',
    request: registrationPayloadSchema,
    response: loginResultSchema,
    auth: 'none',
    encrypted: true,
  }),
  registerMobile: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    request: registrationPayloadSchema,
    response: loginResultSchema,
    auth: 'none',
    encrypted: true,
  }),
  captcha: defineEndpoint({
    method: 'GET',
    path: '/wps/captcha',
    request: v.object({}),
    response: v.object({ captchaId: v.string(), image: v.string() }),
    auth: 'none',
  }),
  checkUsername: defineEndpoint({
    method: 'GET',
    path: '/wps/check/username',
    request: v.object({ username: required(64) }),
    response: v.object({ exists: v.boolean() }),
    auth: 'none',
    // A background check as the player types: its failure is no news to show.
    silent: true,
  }),
  /** Whether an invitation (affiliate) code exists, checked before registering (SPEC 5). */
  checkAffiliate: defineEndpoint({
    method: 'GET',
    path: '/wps/check/affiliate',
    request: v.object({ code: required(32) }),
    response: v.object({ valid: v.boolean() }),
    auth: 'none',
    silent: true,
  }),
  smsNoLogin: codeRequest('/wps/verification/sms/noLogin', smsRequestSchema),
  smsRegister: codeRequest('/wps/verification/sms/register', smsRequestSchema),
  passwordEmail: codeRequest('/wps/member/password/email', passwordEmailSchema),
  passwordVerification: defineEndpoint({
    method: 'GET',
    path: '/wps/member/password/verification',
    request: v.object({ username: required(64), email: required(254), code: smsCode }),
    response: v.object({ valid: v.boolean() }),
    auth: 'none',
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password',
    request: changePasswordSchema,
    response: v.null(),
    auth: 'required',
  }),
  passwordReset: defineEndpoint({
    method: 'POST',
    path: '/wps/member/password/reset',
    request: passwordResetSchema,
    response: v.null(),
    auth: 'none',
    encrypted: true,
  }),
};

export type LoginPayload = v.InferInput<typeof loginPayloadSchema>;
export type LoginResult = v.InferOutput<typeof loginResultSchema>;
export type RegistrationPayload = v.InferInput<typeof registrationPayloadSchema>;
export type PasswordResetPayload = v.InferInput<typeof passwordResetSchema>;
