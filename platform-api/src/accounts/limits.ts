const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Failed password checks of an account within `windowMs`: from the `failures`-th on, logins wait
 * `firstDelayMs` after the latest, doubling with each further failure up to `maxDelayMs`, and
 * re-authentication in a session stops (docs/decisions/0171). Never a lock of the right password.
 */
export const LOCKOUT = {
  failures: 5,
  windowMs: 15 * MINUTE,
  firstDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
} as const;

/** How long logins of an account wait after its latest failure, given its failures in the window. */
export function loginDelayMs(failures: number): number {
  if (failures < LOCKOUT.failures) return 0;
  const doublings = Math.min(failures - LOCKOUT.failures, 20);
  return Math.min(LOCKOUT.firstDelayMs * 2 ** doublings, LOCKOUT.maxDelayMs);
}

export const REGISTER_PER_IP_DEFAULT = 5;

export interface Limit {
  max: number;
  windowMs: number;
}

export const LIMITS = {
  // Failed logins (and logins still being checked) per address: a successful one is given back, so the
  // players behind one carrier-grade NAT address only share their typos (docs/decisions/0171).
  loginPerIp: { max: 100, windowMs: 15 * MINUTE },
  // Password checks of one account at once or failed: bounds concurrent guesses; successes are given back.
  loginPerAccount: { max: 20, windowMs: 15 * MINUTE },
  smsPerNumber: { max: 1, windowMs: MINUTE },
  smsPerNumberHourly: { max: 5, windowMs: HOUR },
  smsPerIp: { max: 10, windowMs: HOUR },
  emailPerAddress: { max: 1, windowMs: MINUTE },
  // The spec's default; a process may allow more (`REGISTER_PER_IP_HOURLY`, `deps.registerPerIpHourly`):
  // the end-to-end suite registers more fresh members from one loopback address than a real visitor may.
  registerPerIp: { max: REGISTER_PER_IP_DEFAULT, windowMs: HOUR },
  freePlayPerIp: { max: 10, windowMs: HOUR },
  captchaPerIp: { max: 60, windowMs: 10 * MINUTE },
  // Username checks reveal whether a member exists (issue 26 finding 11): a registrant tries a few names;
  // the merchant's budget caps what rotating addresses can enumerate together (docs/decisions/0173).
  usernameCheckPerIp: { max: 10, windowMs: 10 * MINUTE },
  usernameCheckPerMerchant: { max: 600, windowMs: HOUR },
  affiliateCheckPerIp: { max: 30, windowMs: MINUTE },
  codeCheckPerIp: { max: 20, windowMs: 15 * MINUTE },
  // Passkey login options per address: each stores a challenge, so a guest cannot fill the table; a
  // login page asks once on load and once per button press (docs/decisions/0322).
  passkeyOptionsPerIp: { max: 60, windowMs: 10 * MINUTE },
  // Passkey registration options per member: each stores a challenge.
  passkeyRegisterOptionsPerMember: { max: 20, windowMs: 10 * MINUTE },
  // Authenticator enrolments per member: each makes and seals a secret; a member scans once or twice.
  totpEnrolPerMember: { max: 10, windowMs: 10 * MINUTE },
} satisfies Record<string, Limit>;

/** SMS and e-mail codes: resend allowed after expirationTime; the code itself lives longer. */
export const CODE_RESEND_MS = MINUTE;
export const CODE_TTL_MS = 5 * MINUTE;
export const CODE_MAX_ATTEMPTS = 5;
export const CAPTCHA_TTL_MS = 5 * MINUTE;
