/**
 * Pino redaction paths for encrypted-credential calls: the envelope fields and every secret of the
 * inner payloads, wherever a log line might carry them. Handlers never log bodies; this is the net.
 */
const SECRET_FIELDS = [
  'wrappedKey',
  'ciphertext',
  'iv',
  'password',
  'confirmPassword',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'paymentPassword',
  'captcha',
  'messageCode',
  'verificationCode',
  'code',
  'token',
  'body',
];

export const CREDENTIAL_LOG_REDACTIONS: string[] = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  'req.body',
  'req.headers.authorization',
];
