import { defaultReportFilter, reportRangeError } from './report-range';

describe('report range', () => {
  it('opens on the last 7 days', () => {
    expect(defaultReportFilter(new Date(2026, 2, 4, 12))).toEqual({
      startDate: '2026-02-26',
      endDate: '2026-03-04',
      username: '',
    });
  });

  it('allows 1 to 31 days in order', () => {
    expect(reportRangeError('2026-03-01', '2026-03-01')).toBeNull();
    expect(reportRangeError('2026-01-01', '2026-01-31')).toBeNull();
  });

  it('names what is wrong otherwise', () => {
    expect(reportRangeError('2026-01-01', '2026-02-01')).toBe('report.dateTooLong');
    expect(reportRangeError('2026-03-02', '2026-03-01')).toBe('report.dateOrder');
    expect(reportRangeError('', '2026-03-01')).toBe('report.dateMissing');
  });
});
