import { pointsForStake, redeemRefusal } from './points-rules';

describe('pointsForStake', () => {
  it('earns one point per full 10 staked', () => {
    expect(pointsForStake(1_000)).toBe(1);
    expect(pointsForStake(5_000)).toBe(5);
    expect(pointsForStake(1_999)).toBe(1);
  });

  it('earns nothing below 10 or for a non-positive stake', () => {
    expect(pointsForStake(999)).toBe(0);
    expect(pointsForStake(0)).toBe(0);
    expect(pointsForStake(-5_000)).toBe(0);
    expect(pointsForStake(Number.NaN)).toBe(0);
  });
});

describe('redeemRefusal', () => {
  it('allows an affordable item in stock, even spending every point', () => {
    expect(redeemRefusal(100, 100, 1)).toBeNull();
  });

  it('refuses an item the points do not cover', () => {
    expect(redeemRefusal(99, 100, 5)).toBe('INSUFFICIENT_POINTS');
  });

  it('refuses an item out of stock first', () => {
    expect(redeemRefusal(0, 100, 0)).toBe('OUT_OF_STOCK');
  });
});
