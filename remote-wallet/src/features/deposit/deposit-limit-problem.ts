import { DEPOSIT_LIMIT_KINDS, type DepositLimitKind, isApiError } from '@mobile/shared-contracts';

export interface DepositLimitProblem {
  kind: DepositLimitKind;
  /** What the member may still deposit in that limit's period, in the currency's units. */
  remaining: number;
}

/**
 * The server's refusal of a deposit over the member's limit (`DEPOSIT_LIMIT` with
 * `{ kind, limitCents, remainingCents }`), or null for any other failure.
 */
export function depositLimitProblem(error: unknown): DepositLimitProblem | null {
  if (!isApiError(error) || error.code !== 'DEPOSIT_LIMIT') return null;
  const value = error.value as { kind?: unknown; remainingCents?: unknown } | null;
  const kind = DEPOSIT_LIMIT_KINDS.find((k) => k === value?.kind);
  const cents = value?.remainingCents;
  if (!kind || typeof cents !== 'number' || !Number.isFinite(cents) || cents < 0) return null;
  return { kind, remaining: Math.floor(cents) / 100 };
}
