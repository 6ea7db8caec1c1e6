import { orderHref, orderIdFrom } from './record-filter';

describe('orderIdFrom', () => {
  it('reads a positive order id', () => {
    expect(orderIdFrom('?order=42')).toBe(42);
    expect(orderIdFrom(orderHref(7).split('gameRecord')[1] ?? '')).toBe(7);
  });
  it('ignores a missing or malformed id', () => {
    for (const search of [
      '',
      '?order=',
      '?order=0',
      '?order=-1',
      '?order=1e3',
      '?order=abc',
      '?order=1234567890123',
    ])
      expect(orderIdFrom(search)).toBeNull();
  });
});
