import type { LoginMethod } from './remembered-login';

/** SPEC: SMS login only when the switch MOBILEVERCODELOGIN3 is on. */
export function loginMethodsOf(switches: Readonly<Record<string, boolean>>): LoginMethod[] {
  return switches.MOBILEVERCODELOGIN3 ? ['username', 'sms'] : ['username'];
}

/** A remembered method that is no longer offered falls back to username. */
export function initialLoginMethod(
  methods: readonly LoginMethod[],
  remembered: LoginMethod | undefined,
): LoginMethod {
  return remembered && methods.includes(remembered) ? remembered : 'username';
}

/** SPEC: a failed login whose answer carries value.captcha makes the captcha field appear. */
export function captchaRequested(errorValue: unknown): boolean {
  return (
    typeof errorValue === 'object' &&
    errorValue !== null &&
    (errorValue as { captcha?: unknown }).captcha === true
  );
}
