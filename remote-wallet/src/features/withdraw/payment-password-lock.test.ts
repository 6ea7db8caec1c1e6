import { paymentPasswordLockedUntil } from './payment-password-lock';

describe('paymentPasswordLockedUntil', () => {
  it('reads the lock end of a PAYMENT_PASSWORD_LOCKED answer', () => {
    const error = { code: 'PAYMENT_PASSWORD_LOCKED', value: { lockedUntil: '2026-11-26T20:30:00.000Z' } };
    expect(paymentPasswordLockedUntil(error)?.toISOString()).toBe('2026-11-26T20:30:00.000Z');
  });

  it.each([
    ['another code', { code: 'PAYMENT_PASSWORD_WRONG', value: { attemptsLeft: 2 } }],
    ['no time', { code: 'PAYMENT_PASSWORD_LOCKED', value: null }],
    ['a bad time', { code: 'PAYMENT_PASSWORD_LOCKED', value: { lockedUntil: 'soon' } }],
    ['nothing', null],
  ])('is null for %s', (_, error) => {
    expect(paymentPasswordLockedUntil(error)).toBeNull();
  });
});
