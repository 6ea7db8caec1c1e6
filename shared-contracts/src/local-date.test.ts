import { addLocalDays, formatLocalDateTime, localIsoDate } from './local-date';

/** 2024-01-31 17:30 UTC as a device at UTC+8 sees it: 2024-02-01 01:30 local. */
function seenAtUtcPlus8(): Date {
  const date = new Date(Date.UTC(2024, 0, 31, 17, 30));
  return Object.assign(date, {
    getFullYear: () => 2024,
    getMonth: () => 1,
    getDate: () => 1,
    getHours: () => 1,
    getMinutes: () => 30,
  });
}

describe('local dates', () => {
  it('formats the local calendar day, zero-padded', () => {
    expect(localIsoDate(new Date(2024, 0, 5, 0, 0))).toBe('2024-01-05');
    expect(localIsoDate(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31');
  });

  it('reads the local calendar day, not the UTC one', () => {
    expect(localIsoDate(seenAtUtcPlus8())).toBe('2024-02-01');
  });

  it('adds calendar days across month and year ends', () => {
    expect(localIsoDate(addLocalDays(new Date(2024, 2, 1, 15), -1))).toBe('2024-02-29');
    expect(localIsoDate(addLocalDays(new Date(2024, 11, 31, 8), 1))).toBe('2025-01-01');
    expect(localIsoDate(addLocalDays(new Date(2024, 0, 31, 23, 59), -29))).toBe('2024-01-02');
  });

  it('returns local midnight', () => {
    const day = addLocalDays(new Date(2024, 5, 10, 18, 45), 0);
    expect([day.getHours(), day.getMinutes()]).toEqual([0, 0]);
  });

  it('formats timestamps in local time and keeps unreadable ones', () => {
    const local = new Date(2024, 1, 1, 9, 5);
    expect(formatLocalDateTime(local.toISOString())).toBe('2024-02-01 09:05');
    expect(formatLocalDateTime('soon')).toBe('soon');
  });
});
