import { changeLimit, effectiveLimit, type LimitState, NO_LIMIT } from './cooling-off';

const HOUR = 3_600_000;

describe('limit cooling-off', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-31T22:30:00Z') });
  });
  afterEach(() => jest.useRealTimers());

  const now = () => new Date();
  const later = (ms: number) => jest.advanceTimersByTime(ms);

  it('applies a first limit and a decrease at once', () => {
    const first = changeLimit(NO_LIMIT, 50_000, now());
    expect(first).toEqual({ value: 50_000, pendingValue: null, pendingFrom: null });
    expect(changeLimit(first, 20_000, now())).toEqual({
      value: 20_000,
      pendingValue: null,
      pendingFrom: null,
    });
  });

  it('holds an increase for 24 hours across the month end, then applies it', () => {
    const raised = changeLimit({ value: 20_000, pendingValue: null, pendingFrom: null }, 90_000, now());
    expect(raised.value).toBe(20_000);
    expect(raised.pendingValue).toBe(90_000);
    expect(raised.pendingFrom?.toISOString()).toBe('2026-04-01T22:30:00.000Z');
    later(24 * HOUR - 1);
    expect(effectiveLimit(raised, now()).value).toBe(20_000);
    later(1);
    expect(effectiveLimit(raised, now())).toEqual({ value: 90_000, pendingValue: null, pendingFrom: null });
  });

  it('holds a removal for 24 hours too', () => {
    const removing = changeLimit({ value: 20_000, pendingValue: null, pendingFrom: null }, null, now());
    expect(removing).toMatchObject({ value: 20_000, pendingValue: null });
    expect(removing.pendingFrom).not.toBeNull();
    later(24 * HOUR);
    expect(effectiveLimit(removing, now()).value).toBeNull();
  });

  it('a decrease cancels a waiting raise; asking the same raise again keeps its date', () => {
    const base: LimitState = { value: 20_000, pendingValue: null, pendingFrom: null };
    const raised = changeLimit(base, 90_000, now());
    later(10 * HOUR);
    expect(changeLimit(raised, 90_000, now())).toEqual(raised);
    const other = changeLimit(raised, 80_000, now());
    expect(other.pendingFrom?.getTime()).toBe(now().getTime() + 24 * HOUR);
    expect(changeLimit(raised, 10_000, now())).toEqual({
      value: 10_000,
      pendingValue: null,
      pendingFrom: null,
    });
    expect(changeLimit(raised, 20_000, now())).toEqual(base);
  });

  it('no limit then no limit stays no limit', () => {
    expect(changeLimit(NO_LIMIT, null, now())).toEqual(NO_LIMIT);
  });
});
