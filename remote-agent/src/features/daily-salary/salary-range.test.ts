import { SALARY_HISTORY_DAYS, salaryHistoryRange } from './salary-range';

describe('salaryHistoryRange', () => {
  it('ends today and spans the default number of days', () => {
    expect(salaryHistoryRange(new Date('2026-11-23T05:00:00Z'))).toEqual({
      startDate: '2026-11-10',
      endDate: '2026-11-23',
    });
    expect(SALARY_HISTORY_DAYS).toBe(14);
  });

  it('crosses months and years on UTC days', () => {
    expect(salaryHistoryRange(new Date('2027-01-03T23:59:59Z'))).toEqual({
      startDate: '2026-12-21',
      endDate: '2027-01-03',
    });
  });
});
