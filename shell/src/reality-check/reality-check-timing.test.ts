import { minutesPlayed, nextRealityCheck } from './reality-check-timing';

const MIN = 60_000;
const start = Date.parse('2026-03-31T23:50:00Z');
const at = (minutes: number) => start + minutes * MIN;
const base = { startedAt: start, everyMinutes: 30, acknowledgedAt: null, sessionLimitMinutes: null };

describe('nextRealityCheck', () => {
  it('falls every N minutes from the session start', () => {
    expect(nextRealityCheck({ ...base, now: at(0) })).toEqual({
      kind: 'later',
      reason: 'reality',
      dueAt: at(30),
    });
    expect(nextRealityCheck({ ...base, now: at(29) })).toEqual({
      kind: 'later',
      reason: 'reality',
      dueAt: at(30),
    });
    expect(nextRealityCheck({ ...base, now: at(30) })).toEqual({
      kind: 'now',
      reason: 'reality',
      dueAt: at(30),
    });
  });

  it('shows a check missed while the page was closed, once', () => {
    expect(nextRealityCheck({ ...base, now: at(47) })).toEqual({
      kind: 'now',
      reason: 'reality',
      dueAt: at(30),
    });
    expect(nextRealityCheck({ ...base, now: at(47), acknowledgedAt: at(30) })).toEqual({
      kind: 'later',
      reason: 'reality',
      dueAt: at(60),
    });
    expect(nextRealityCheck({ ...base, everyMinutes: 15, now: at(47), acknowledgedAt: at(30) }).kind).toBe(
      'now',
    );
  });

  it('puts the session-time limit first once reached', () => {
    const limited = { ...base, sessionLimitMinutes: 45 };
    expect(nextRealityCheck({ ...limited, now: at(31), acknowledgedAt: at(30) })).toEqual({
      kind: 'later',
      reason: 'limit',
      dueAt: at(45),
    });
    expect(nextRealityCheck({ ...limited, now: at(45), acknowledgedAt: at(30) })).toEqual({
      kind: 'now',
      reason: 'limit',
      dueAt: at(45),
    });
  });

  it('counts whole minutes played', () => {
    expect(minutesPlayed(start, at(30) + 59_000)).toBe(30);
    expect(minutesPlayed(start, start - 5)).toBe(0);
  });
});
