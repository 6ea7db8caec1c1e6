import { formatPeso } from './format-peso';

it('prefixes a peso sign and formats #,##0.00', () => {
  expect(formatPeso(1234567.5)).toBe('₱1,234,567.50');
  expect(formatPeso(0)).toBe('₱0.00');
});
