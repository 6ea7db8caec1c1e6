/**
 * '+639171234567' -> '+639*****4567': a long number keeps its first four and last four characters,
 * a short one its first three and last two, so at least two digits are always hidden.
 */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  const long = mobile.length >= 12;
  const keepStart = long ? 4 : 3;
  const keepEnd = long ? 4 : 2;
  const hidden = Math.max(2, mobile.length - keepStart - keepEnd);
  return `${mobile.slice(0, keepStart)}${'*'.repeat(hidden)}${mobile.slice(-keepEnd)}`;
}

/** 'player0@example.com' -> 'p*****0@example.com'; a one- or two-letter name keeps only its first. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const name = email.slice(0, at);
  const masked = name.length <= 2 ? `${name[0]}*` : `${name[0]}${'*'.repeat(name.length - 2)}${name.at(-1)}`;
  return masked + email.slice(at);
}
