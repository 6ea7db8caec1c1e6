/**
 * When a refused call says the withdrawal password is locked (PAYMENT_PASSWORD_LOCKED, issue 26
 * finding 9), the time it may be tried again; null for any other outcome.
 */
export function paymentPasswordLockedUntil(error: unknown): Date | null {
  const refused = error as { code?: unknown; value?: unknown } | null;
  if (refused?.code !== 'PAYMENT_PASSWORD_LOCKED') return null;
  const until = (refused.value as { lockedUntil?: unknown } | null)?.lockedUntil;
  const at = typeof until === 'string' ? new Date(until) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}
