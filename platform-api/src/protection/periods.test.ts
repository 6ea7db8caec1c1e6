import {
  addMonths,
  localDate,
  monthStart,
  selfExclusionEnd,
  timeOutEnd,
  windowStart,
  zoneOffsetMs,
} from './periods';

describe('period arithmetic', () => {
  it('knows the zone offset, with and without daylight saving', () => {
    expect(zoneOffsetMs(new Date('2026-01-15T00:00:00Z'), 'Asia/Manila')).toBe(8 * 3_600_000);
    expect(zoneOffsetMs(new Date('2026-01-15T00:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMs(new Date('2026-07-15T00:00:00Z'), 'Europe/London')).toBe(3_600_000);
  });

  it('starts the month at local midnight of the 1st in the merchant time zone', () => {
    // 31 Jan 17:00 UTC is already 1 Feb 01:00 in Manila.
    expect(monthStart(new Date('2026-01-31T17:00:00Z'), 'Asia/Manila').toISOString()).toBe(
      '2026-01-31T16:00:00.000Z',
    );
    expect(monthStart(new Date('2026-01-31T15:59:59Z'), 'Asia/Manila').toISOString()).toBe(
      '2025-12-31T16:00:00.000Z',
    );
    expect(monthStart(new Date('2026-07-20T10:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
    // The month a clock change happens in: April in London starts at BST already.
    expect(monthStart(new Date('2026-04-02T00:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-31T23:00:00.000Z',
    );
    expect(monthStart(new Date('2026-03-30T00:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(monthStart(new Date('2026-03-15T12:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-03-01T05:00:00.000Z',
    );
  });

  it('gives the local date', () => {
    expect(localDate(new Date('2026-02-28T16:30:00Z'), 'Asia/Manila')).toEqual({
      year: 2026,
      month: 3,
      day: 1,
    });
  });

  it('rolls 24 hours and 7 days, and uses the calendar month for monthly limits', () => {
    const now = new Date('2026-03-10T08:00:00Z');
    expect(windowStart('deposit24h', now, 'UTC').toISOString()).toBe('2026-03-09T08:00:00.000Z');
    expect(windowStart('loss24h', now, 'UTC').toISOString()).toBe('2026-03-09T08:00:00.000Z');
    expect(windowStart('deposit7d', now, 'UTC').toISOString()).toBe('2026-03-03T08:00:00.000Z');
    expect(windowStart('depositMonth', now, 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('adds months up to the last day of shorter months', () => {
    expect(addMonths(new Date('2026-08-31T10:00:00Z'), 6).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addMonths(new Date('2027-08-31T10:00:00Z'), 6).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2026-05-15T00:00:00Z'), 12).toISOString()).toBe('2027-05-15T00:00:00.000Z');
  });

  it('ends time-outs and self-exclusions after their periods', () => {
    const from = new Date('2028-02-29T12:00:00Z');
    expect(timeOutEnd(from, '24h').toISOString()).toBe('2028-03-01T12:00:00.000Z');
    expect(timeOutEnd(from, '7d').toISOString()).toBe('2028-03-07T12:00:00.000Z');
    expect(timeOutEnd(from, '30d').toISOString()).toBe('2028-03-30T12:00:00.000Z');
    expect(selfExclusionEnd(from, '6m').toISOString()).toBe('2028-08-29T12:00:00.000Z');
    expect(selfExclusionEnd(from, '1y').toISOString()).toBe('2029-02-28T12:00:00.000Z');
    expect(selfExclusionEnd(from, '5y').toISOString()).toBe('2033-02-28T12:00:00.000Z');
  });
});
