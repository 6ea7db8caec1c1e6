const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failed-login lock-out and the per-subject rate limits of the account calls. */
export const LOCKOUT = { failures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

export const REGISTER_PER_IP_DEFAULT = 5;

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  loginPerAccount: { max: 10, windowMs: 15 * MINUTE },
  smsPerNumber: { max: 1, windowMs: MINUTE },
  smsPerNumberHourly: { max: 5, windowMs: HOUR },
  smsPerIp: { max: 10, windowMs: HOUR },
  emailPerAddress: { max: 1, windowMs: MINUTE },
  // The spec's default; a process may allow more (`REGISTER_PER_IP_HOURLY`, `deps.registerPerIpHourly`):
  // the end-to-end suite registers more fresh members from one loopback address than a real visitor may.
  registerPerIp: { max: REGISTER_PER_IP_DEFAULT, windowMs: HOUR },
  freePlayPerIp: { max: 10, windowMs: HOUR },
  captchaPerIp: { max: 60, windowMs: 10 * MINUTE },
  usernameCheckPerIp: { max: 30, windowMs: MINUTE },
  codeCheckPerIp: { max: 20, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit>;

/** SMS and e-mail codes: resend allowed after expirationTime; the code itself lives longer. */
export const CODE_RESEND_MS = MINUTE;
export const CODE_TTL_MS = 5 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const CAPTCHA_TTL_MS = 5 * MINUTE;
