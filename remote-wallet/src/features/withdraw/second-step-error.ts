/**
 * What a refused money call says of its authenticator code (issue 31): required, wrong (with the tries
 * left) or locked (until when); null for any other outcome.
 */
export type SecondStepRefusal =
  | { kind: 'required' }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'locked'; until: Date };

export function secondStepRefusal(error: unknown): SecondStepRefusal | null {
  const refused = error as { code?: unknown; value?: unknown } | null;
  const value = (refused?.value ?? {}) as { attemptsLeft?: unknown; lockedUntil?: unknown };
  switch (refused?.code) {
    case 'TOTP_REQUIRED':
      return { kind: 'required' };
    case 'TOTP_WRONG':
      return { kind: 'wrong', attemptsLeft: typeof value.attemptsLeft === 'number' ? value.attemptsLeft : 0 };
    case 'TOTP_LOCKED': {
      const until = typeof value.lockedUntil === 'string' ? new Date(value.lockedUntil) : null;
      return until && !Number.isNaN(until.getTime()) ? { kind: 'locked', until } : null;
    }
    default:
      return null;
  }
}
