import { isoDay } from '../../common/date-range';
import { activityTime } from './agent-team';

describe('the agent team seed', () => {
  it("keeps a past day's activity out of today, however late today is", () => {
    const lateEvening = new Date('2026-11-27T23:55:00.000Z');
    for (const jitterMs of [0, 1_800_000, 3_600_000]) {
      expect(isoDay(activityTime(lateEvening, 1, jitterMs))).toBe('2026-11-26');
    }
    expect(isoDay(activityTime(new Date('2026-11-27T00:30:00.000Z'), 1, 3_600_000))).toBe('2026-11-25');
  });
});
