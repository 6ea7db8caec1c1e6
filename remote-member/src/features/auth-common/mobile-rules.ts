/** Mobile number as the platform accepts it: national digits only, 5 to 15 of them. */
export function mobileNumberError(value: string): string | null {
  const digits = value.trim();
  if (!digits) return 'member:auth.mobileRequired';
  return /^\d{5,15}$/.test(digits) ? null : 'common:error.phoneFormat';
}

/** One-time codes are 6 digits. */
export function smsCodeError(value: string): string | null {
  const code = value.trim();
  if (!code) return 'member:auth.codeRequired';
  return /^\d{6}$/.test(code) ? null : 'common:error.verificationCode';
}
