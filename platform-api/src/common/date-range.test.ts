import { ApiError } from '../http/api-error';
import { dayRange, isoDay } from './date-range';

describe('dayRange', () => {
  it('covers whole days, end day included', () => {
    expect(dayRange('2024-05-01', '2024-05-01')).toEqual({
      from: '2024-05-01T00:00:00.000Z',
      to: '2024-05-02T00:00:00.000Z',
    });
  });

  it('rejects a reversed or over-long range as a bad request', () => {
    expect(() => dayRange('2024-05-02', '2024-05-01')).toThrow(ApiError);
    expect(() => dayRange('2024-01-01', '2024-12-31')).toThrow(ApiError);
  });

  it('formats a day', () => {
    expect(isoDay(new Date('2024-05-01T23:59:59Z'))).toBe('2024-05-01');
  });
});
