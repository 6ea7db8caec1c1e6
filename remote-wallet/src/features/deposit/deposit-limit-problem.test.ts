import { depositLimitProblem } from './deposit-limit-problem';

const refusal = (value: unknown, code = 'DEPOSIT_LIMIT') => ({
  name: 'ApiError',
  code,
  messageKey: 'error.depositLimit',
  status: 409,
  value,
});

describe('depositLimitProblem', () => {
  it('reads the limit and what is left of it, in currency units', () => {
    expect(
      depositLimitProblem(refusal({ kind: 'deposit24h', limitCents: 100_000, remainingCents: 40_050 })),
    ).toEqual({ kind: 'deposit24h', remaining: 400.5 });
    expect(
      depositLimitProblem(refusal({ kind: 'depositMonth', limitCents: 5_000, remainingCents: 0 })),
    ).toEqual({
      kind: 'depositMonth',
      remaining: 0,
    });
  });

  it('is null for other failures and for a refusal it cannot read', () => {
    expect(
      depositLimitProblem(refusal({ kind: 'deposit24h', remainingCents: 1 }, 'RATE_LIMITED')),
    ).toBeNull();
    expect(depositLimitProblem(new Error('network'))).toBeNull();
    expect(depositLimitProblem(refusal(null))).toBeNull();
    expect(depositLimitProblem(refusal({ kind: 'loss24h', remainingCents: 1 }))).toBeNull();
    expect(depositLimitProblem(refusal({ kind: 'deposit7d', remainingCents: -5 }))).toBeNull();
    expect(depositLimitProblem(refusal({ kind: 'deposit7d', remainingCents: '5' }))).toBeNull();
  });
});
