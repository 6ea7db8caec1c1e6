import { todayRange } from './today-range';

describe('todayRange', () => {
  it('is today, zero-padded, at both ends', () => {
    expect(todayRange(new Date(2024, 0, 5, 9, 30))).toEqual({
      startDate: '2024-01-05',
      endDate: '2024-01-05',
    });
  });

  it('keeps the local day from first to last minute', () => {
    expect(todayRange(new Date(2024, 11, 31, 0, 0)).startDate).toBe('2024-12-31');
    expect(todayRange(new Date(2024, 11, 31, 23, 59, 59)).endDate).toBe('2024-12-31');
  });
});
