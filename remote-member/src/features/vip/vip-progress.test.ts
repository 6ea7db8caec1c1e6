import type { VipLevel } from '@mobile/shared-contracts';
import { vipProgress } from './vip-progress';

const level = (n: number, minTurnover: number): VipLevel => ({
  level: n,
  name: `L${n}`,
  minTurnover,
  dailyWithdrawals: 3,
  withdrawalLimit: 1000,
  birthdayBonus: 0,
  rebatePercent: 0.3,
});
const LADDER = [level(2, 50_000), level(0, 0), level(1, 10_000)];

describe('vipProgress', () => {
  it('measures progress from the current threshold to the next', () => {
    expect(vipProgress(LADDER, 1, 30_000)).toMatchObject({
      current: { level: 1 },
      next: { level: 2 },
      remaining: 20_000,
      percent: 50,
    });
  });

  it('is complete at the top level', () => {
    expect(vipProgress(LADDER, 2, 80_000)).toMatchObject({ next: null, remaining: 0, percent: 100 });
  });

  it('clamps turnover below the threshold and copes with an unknown level', () => {
    expect(vipProgress(LADDER, 1, 5_000).percent).toBe(0);
    expect(vipProgress(LADDER, 7, 0)).toMatchObject({ current: null, next: null });
    expect(vipProgress([], 0, 0)).toMatchObject({ current: null, next: null, percent: 100 });
  });
});
