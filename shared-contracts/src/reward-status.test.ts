import { isRewardStatus, REWARD_STATUSES, rewardStatusKey } from './reward-status';

describe('reward statuses', () => {
  it('lists the seven statuses of the text table', () => {
    expect(REWARD_STATUSES).toEqual([
      'applying',
      'rejected',
      'issued',
      'claimed',
      'closed',
      'coming',
      'signed',
    ]);
  });

  it('recognises only those statuses', () => {
    expect(isRewardStatus('issued')).toBe(true);
    expect(isRewardStatus('ISSUED')).toBe(false);
    expect(isRewardStatus('paid')).toBe(false);
  });

  it('names the common catalogue key of each', () => {
    expect(rewardStatusKey('coming')).toBe('rewardStatus.coming');
  });
});
