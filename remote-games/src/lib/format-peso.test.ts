import fc from 'fast-check';
import { formatPeso } from './format-peso';

it('prefixes a peso sign and formats #,##0.00', () => {
  expect(formatPeso(1234567.5)).toBe('₱1,234,567.50');
  expect(formatPeso(0)).toBe('₱0.00');
  expect(formatPeso(999.999)).toBe('₱1,000.00');
  expect(formatPeso(100)).toBe('₱100.00');
});

it('rounds half up on the amount as written, as en-US formatting does', () => {
  expect(formatPeso(1.005)).toBe('₱1.01');
  expect(formatPeso(2.675)).toBe('₱2.68');
  expect(formatPeso(635970451597.235)).toBe('₱635,970,451,597.24');
  expect(formatPeso(999.995)).toBe('₱1,000.00');
  expect(formatPeso(-0.004)).toBe('₱-0.00');
});

it('says what en-US number formatting says, for any amount a win can be', () => {
  const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  fc.assert(
    fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (amount) => {
      expect(formatPeso(amount)).toBe(`₱${intl.format(amount)}`);
    }),
    { numRuns: 2_000 },
  );
});
