import { directionOf, formatSignedAmount } from './format-signed-amount';

describe('formatSignedAmount', () => {
  it('signs credits and debits and groups thousands', () => {
    expect(formatSignedAmount(1234567.5, '₱')).toBe('+₱1,234,567.50');
    expect(formatSignedAmount(-20, '₱')).toBe('-₱20.00');
    expect(formatSignedAmount(0.1)).toBe('+0.10');
  });

  it('shows zero without a sign, also when rounding makes it zero', () => {
    expect(formatSignedAmount(0, '₱')).toBe('₱0.00');
    expect(formatSignedAmount(-0.004, '₱')).toBe('₱0.00');
  });

  it('tells the colour direction', () => {
    expect(directionOf(5)).toBe('in');
    expect(directionOf(-5)).toBe('out');
    expect(directionOf(0.001)).toBe('none');
  });
});
