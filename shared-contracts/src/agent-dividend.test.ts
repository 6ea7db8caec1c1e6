import {
  closedDividendPeriods,
  dailySalaryQualifies,
  dividendCents,
  dividendPeriodOf,
  previousDividendPeriod,
} from './agent-dividend';

describe('dividend periods', () => {
  it('splits a month at the 15th, whatever its length', () => {
    expect(dividendPeriodOf('HALF_MONTH', '2026-02-15')).toEqual({ start: '2026-02-01', end: '2026-02-15' });
    expect(dividendPeriodOf('HALF_MONTH', '2026-02-16')).toEqual({ start: '2026-02-16', end: '2026-02-28' });
    expect(dividendPeriodOf('HALF_MONTH', '2028-02-29')).toEqual({ start: '2028-02-16', end: '2028-02-29' });
    expect(dividendPeriodOf('HALF_MONTH', '2026-12-31')).toEqual({ start: '2026-12-16', end: '2026-12-31' });
  });

  it('gives whole months for the monthly cycle', () => {
    expect(dividendPeriodOf('MONTH', '2026-04-30')).toEqual({ start: '2026-04-01', end: '2026-04-30' });
  });

  it('steps back across months and years', () => {
    expect(previousDividendPeriod('HALF_MONTH', { start: '2026-01-01', end: '2026-01-15' })).toEqual({
      start: '2025-12-16',
      end: '2025-12-31',
    });
    expect(previousDividendPeriod('MONTH', { start: '2026-03-01', end: '2026-03-31' })).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
  });

  it('lists the closed periods before today, newest first', () => {
    expect(closedDividendPeriods('HALF_MONTH', '2026-11-23', 3)).toEqual([
      { start: '2026-11-01', end: '2026-11-15' },
      { start: '2026-10-16', end: '2026-10-31' },
      { start: '2026-10-01', end: '2026-10-15' },
    ]);
  });
});

describe('dividendCents', () => {
  const terms = { minTeamLoss: 500, sharePercent: 20 };

  it('pays the share of a loss at or above the minimum, rounded down to a cent', () => {
    expect(dividendCents(50_000, terms)).toBe(10_000);
    expect(dividendCents(123_457, terms)).toBe(24_691);
  });

  it('pays nothing below the minimum or when the team won', () => {
    expect(dividendCents(49_999, terms)).toBe(0);
    expect(dividendCents(0, terms)).toBe(0);
    expect(dividendCents(-90_000, terms)).toBe(0);
  });

  it('keeps fractional shares exact', () => {
    expect(dividendCents(100_000, { minTeamLoss: 0, sharePercent: 12.5 })).toBe(12_500);
  });
});

describe('dailySalaryQualifies', () => {
  const terms = { minTeamBets: 10_000, minActiveMembers: 5, salary: 300 };

  it('needs both the stakes and the active members', () => {
    expect(dailySalaryQualifies(10_000, 5, terms)).toBe(true);
    expect(dailySalaryQualifies(9_999.99, 9, terms)).toBe(false);
    expect(dailySalaryQualifies(50_000, 4, terms)).toBe(false);
  });

  it('never pays a day without bets, whatever the terms', () => {
    expect(dailySalaryQualifies(0, 0, { minTeamBets: 0, minActiveMembers: 0, salary: 1 })).toBe(false);
  });
});
