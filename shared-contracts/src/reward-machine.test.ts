import { canClaimReward, isFinalRewardStatus, REWARD_ACTIONS, rewardTransition } from './reward-machine';
import { REWARD_STATUSES } from './reward-status';

describe('reward state machine', () => {
  it('runs the whole life cycle from coming to claimed', () => {
    expect(rewardTransition('coming', 'open')).toBe('signed');
    expect(rewardTransition('signed', 'apply')).toBe('applying');
    expect(rewardTransition('applying', 'approve')).toBe('issued');
    expect(rewardTransition('issued', 'claim')).toBe('claimed');
  });

  it('rejects an application', () => {
    expect(rewardTransition('applying', 'reject')).toBe('rejected');
  });

  it('only an issued reward can be claimed', () => {
    expect(REWARD_STATUSES.filter(canClaimReward)).toEqual(['issued']);
  });

  it('a claimed reward is never claimed again', () => {
    expect(rewardTransition('claimed', 'claim')).toBeNull();
  });

  it('rejected, claimed and closed are final: no action moves them', () => {
    for (const status of ['rejected', 'claimed', 'closed'] as const) {
      expect(isFinalRewardStatus(status)).toBe(true);
      for (const action of REWARD_ACTIONS) expect(rewardTransition(status, action)).toBeNull();
    }
  });

  it('every unsettled status can be closed and nothing skips a step', () => {
    for (const status of ['coming', 'signed', 'applying', 'issued'] as const) {
      expect(rewardTransition(status, 'close')).toBe('closed');
      expect(isFinalRewardStatus(status)).toBe(false);
    }
    expect(rewardTransition('coming', 'claim')).toBeNull();
    expect(rewardTransition('signed', 'approve')).toBeNull();
    expect(rewardTransition('applying', 'claim')).toBeNull();
  });
});
