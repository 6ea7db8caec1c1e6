import { isRangePreset, rangeFor } from './date-range';

describe('rangeFor', () => {
  const noon = new Date(2024, 2, 15, 12, 0);

  it.each([
    ['today', '2024-03-15', '2024-03-15'],
    ['yesterday', '2024-03-14', '2024-03-14'],
    ['last7Days', '2024-03-09', '2024-03-15'],
    ['last30Days', '2024-02-15', '2024-03-15'],
  ] as const)('%s -> %s .. %s', (preset, startDate, endDate) => {
    expect(rangeFor(preset, noon)).toEqual({ startDate, endDate });
  });

  it('uses the local calendar day at both ends of the day', () => {
    expect(rangeFor('today', new Date(2024, 2, 15, 0, 0, 0))).toEqual({
      startDate: '2024-03-15',
      endDate: '2024-03-15',
    });
    expect(rangeFor('today', new Date(2024, 2, 15, 23, 59, 59))).toEqual({
      startDate: '2024-03-15',
      endDate: '2024-03-15',
    });
  });

  it('crosses month, leap-day and year boundaries', () => {
    expect(rangeFor('yesterday', new Date(2024, 2, 1, 9))).toEqual({
      startDate: '2024-02-29',
      endDate: '2024-02-29',
    });
    expect(rangeFor('last7Days', new Date(2025, 0, 3, 9))).toEqual({
      startDate: '2024-12-28',
      endDate: '2025-01-03',
    });
    expect(rangeFor('last30Days', new Date(2023, 2, 1, 9))).toEqual({
      startDate: '2023-01-31',
      endDate: '2023-03-01',
    });
  });

  it('knows its presets', () => {
    expect(isRangePreset('last7Days')).toBe(true);
    expect(isRangePreset('lastYear')).toBe(false);
  });
});
