import { redeemStateOf } from './redeem-state';

describe('redeemStateOf', () => {
  it('allows an item the points cover, down to the last point', () => {
    expect(redeemStateOf(100, { pointsCost: 100, stock: 1 })).toBe('available');
  });
  it('refuses when the points fall short', () => {
    expect(redeemStateOf(99, { pointsCost: 100, stock: 3 })).toBe('notEnoughPoints');
  });
  it('says out of stock first', () => {
    expect(redeemStateOf(0, { pointsCost: 100, stock: 0 })).toBe('outOfStock');
  });
});
