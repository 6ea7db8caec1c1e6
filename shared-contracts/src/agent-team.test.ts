import {
  daysInRange,
  isRebateAllowed,
  isTeamRangeAllowed,
  rebateCeiling,
  TEAM_RANGE_MAX_DAYS,
} from './agent-team';

describe('team date range', () => {
  it('counts days inclusively', () => {
    expect(daysInRange('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInRange('2026-02-27', '2026-03-02')).toBe(4);
  });

  it(`allows 1 to ${TEAM_RANGE_MAX_DAYS} days in order`, () => {
    expect(isTeamRangeAllowed('2026-01-01', '2026-01-31')).toBe(true);
    expect(isTeamRangeAllowed('2026-01-01', '2026-02-01')).toBe(false);
    expect(isTeamRangeAllowed('2026-01-02', '2026-01-01')).toBe(false);
    expect(isTeamRangeAllowed('nonsense', '2026-01-01')).toBe(false);
  });
});

describe('rebate bounds', () => {
  it('caps a downline at the lower of the agent and its upline', () => {
    expect(rebateCeiling(2, 1.5)).toBe(1.5);
    expect(rebateCeiling(2, 3)).toBe(2);
  });

  it('allows 0 up to the ceiling with at most two decimals', () => {
    expect(isRebateAllowed(0, 2)).toBe(true);
    expect(isRebateAllowed(2, 2)).toBe(true);
    expect(isRebateAllowed(1.25, 2)).toBe(true);
    expect(isRebateAllowed(2.01, 2)).toBe(false);
    expect(isRebateAllowed(-0.01, 2)).toBe(false);
    expect(isRebateAllowed(1.255, 2)).toBe(false);
    expect(isRebateAllowed(Number.NaN, 2)).toBe(false);
  });
});
