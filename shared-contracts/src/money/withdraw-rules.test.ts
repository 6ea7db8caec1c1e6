import {
  isCardNumber,
  maskCardNumber,
  PAYMENT_PASSWORD_PATTERN,
  withdrawAmountProblem,
  withdrawFunds,
} from './withdraw-rules';

const limits = { min: 100, max: 50_000 };

describe('withdraw rules', () => {
  it('the amount available is the funds less what pending withdrawals hold', () => {
    expect(withdrawFunds(80_000, 20_000)).toEqual({
      totalCents: 100_000,
      heldCents: 20_000,
      availableCents: 80_000,
    });
  });

  it('refuses more than is available, and amounts out of the limits', () => {
    expect(withdrawAmountProblem(800, limits, 80_000)).toBeNull();
    expect(withdrawAmountProblem(800.01, limits, 80_000)).toBe('INSUFFICIENT_BALANCE');
    expect(withdrawAmountProblem(99, limits, 80_000)).toBe('AMOUNT_BELOW_MIN');
    expect(withdrawAmountProblem(60_000, limits, 9_000_000)).toBe('AMOUNT_ABOVE_MAX');
    expect(withdrawAmountProblem(100.5, limits, 80_000)).toBeNull();
    expect(withdrawAmountProblem(100.555, limits, 80_000)).toBe('AMOUNT_INVALID');
  });

  it('checks card numbers: 10 to 19 digits, spaces allowed', () => {
    expect(isCardNumber('1234 5678 9012')).toBe(true);
    expect(isCardNumber('123456789')).toBe(false);
    expect(isCardNumber('12345678901234567890')).toBe(false);
    expect(isCardNumber('1234abcd5678')).toBe(false);
    expect(maskCardNumber('123456789012')).toBe('**** 9012');
  });

  it('a withdrawal password is six digits', () => {
    expect(PAYMENT_PASSWORD_PATTERN.test('123456')).toBe(true);
    expect(PAYMENT_PASSWORD_PATTERN.test('12345a')).toBe(false);
    expect(PAYMENT_PASSWORD_PATTERN.test('1234567')).toBe(false);
  });
});
