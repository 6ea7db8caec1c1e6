/**
 * Password rules of SPEC 5. The register settings carry the merchant's password pattern (the server
 * checks the same one); loginPassword is looser on purpose: passwords made under an older rule must
 * still be accepted as the old password.
 */
export const LOGIN_PASSWORD_PATTERN = /^\S{6,128}$/;
export const DEFAULT_PASSWORD_PATTERN = '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*]{8,20}$';

/** Message keys of the member namespace. */
export const PASSWORD_MESSAGES = {
  oldRequired: 'password.oldRequired',
  oldFormat: 'password.oldFormat',
  newRequired: 'password.newRequired',
  newFormat: 'password.newFormat',
  confirmRequired: 'password.confirmRequired',
  mismatch: 'password.mismatch',
  codeFormat: 'password.codeFormat',
} as const;

export type MessageKey = (typeof PASSWORD_MESSAGES)[keyof typeof PASSWORD_MESSAGES];

/** The merchant's pattern; one that does not compile falls back to the default rule. */
export function passwordPatternOf(pattern: string | null | undefined): RegExp {
  try {
    return new RegExp(pattern ?? DEFAULT_PASSWORD_PATTERN, 'u');
  } catch {
    return new RegExp(DEFAULT_PASSWORD_PATTERN, 'u');
  }
}

/** loginPassword rule; skipped when the field is not required and left empty. */
export function checkOldPassword(value: string, required: boolean): MessageKey | null {
  if (value === '') return required ? PASSWORD_MESSAGES.oldRequired : null;
  return LOGIN_PASSWORD_PATTERN.test(value) ? null : PASSWORD_MESSAGES.oldFormat;
}

export function checkNewPassword(value: string, rule: RegExp): MessageKey | null {
  if (value === '') return PASSWORD_MESSAGES.newRequired;
  return rule.test(value) ? null : PASSWORD_MESSAGES.newFormat;
}

/** Confirmation: required ('enter password'), then equal ('confirmation password not matched'). */
export function checkConfirmation(password: string, confirmation: string): MessageKey | null {
  if (confirmation === '') return PASSWORD_MESSAGES.confirmRequired;
  return confirmation === password ? null : PASSWORD_MESSAGES.mismatch;
}
