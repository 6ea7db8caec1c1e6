import { drawsBetween, latestDue, nextDraw } from './draw-schedule';

const at = (iso: string) => new Date(iso);
const DAY = 24 * 60 * 60 * 1000;

describe('daily draws (VN games, Vietnam time)', () => {
  const schedule = { kind: 'daily', drawTime: '18:15' } as const;

  it('draws once a Vietnam day at its draw time, numbered by that day', () => {
    // 18:15 in Vietnam is 11:15 UTC.
    expect(drawsBetween(schedule, at('2026-11-22T12:00:00Z'), at('2026-11-24T12:00:00Z'))).toEqual([
      { numero: '20261123', drawAt: at('2026-11-23T11:15:00Z') },
      { numero: '20261124', drawAt: at('2026-11-24T11:15:00Z') },
    ]);
  });

  it('counts a draw at the end of the window, not at its start', () => {
    const draw = at('2026-11-23T11:15:00Z');
    expect(drawsBetween(schedule, draw, at('2026-11-23T23:00:00Z'))).toEqual([]);
    expect(drawsBetween(schedule, at('2026-11-23T00:00:00Z'), draw)).toHaveLength(1);
  });

  it("uses Vietnam's day around UTC midnight", () => {
    // 00:30 in Vietnam on the 24th is 17:30 UTC on the 23rd.
    const early = { kind: 'daily', drawTime: '00:30' } as const;
    expect(drawsBetween(early, at('2026-11-23T17:00:00Z'), at('2026-11-23T18:00:00Z'))).toEqual([
      { numero: '20261124', drawAt: at('2026-11-23T17:30:00Z') },
    ]);
  });

  it('knows the latest draw due and the next one', () => {
    expect(latestDue(schedule, at('2026-11-23T11:14:59Z'), 7 * DAY)?.numero).toBe('20261122');
    expect(latestDue(schedule, at('2026-11-23T11:15:00Z'), 7 * DAY)?.numero).toBe('20261123');
    expect(latestDue(schedule, at('2026-11-23T11:14:59Z'), 60_000)).toBeNull();
    expect(nextDraw(schedule, at('2026-11-23T11:15:00Z'))).toEqual({
      numero: '20261124',
      drawAt: at('2026-11-24T11:15:00Z'),
    });
  });
});

describe('draws every few minutes (UTC days)', () => {
  const schedule = { kind: 'every', minutes: 5 } as const;

  it('numbers the draws of a UTC day from 0001 at midnight, one every 5 minutes', () => {
    expect(drawsBetween(schedule, at('2026-11-23T23:49:00Z'), at('2026-11-24T00:06:00Z'))).toEqual([
      { numero: '20261123-0287', drawAt: at('2026-11-23T23:50:00Z') },
      { numero: '20261123-0288', drawAt: at('2026-11-23T23:55:00Z') },
      { numero: '20261124-0001', drawAt: at('2026-11-24T00:00:00Z') },
      { numero: '20261124-0002', drawAt: at('2026-11-24T00:05:00Z') },
    ]);
  });

  it('lists 288 draws a day and 2,016 over the 7 days of a catch-up', () => {
    const now = at('2026-11-23T10:02:00Z');
    expect(drawsBetween(schedule, new Date(now.getTime() - DAY), now)).toHaveLength(288);
    expect(drawsBetween(schedule, new Date(now.getTime() - 7 * DAY), now)).toHaveLength(2016);
  });

  it('ends a day on a shorter step when the minutes do not divide it', () => {
    const seven = { kind: 'every', minutes: 7 } as const;
    const draws = drawsBetween(seven, at('2026-11-23T23:50:00Z'), at('2026-11-24T00:01:00Z'));
    // 1440 / 7: draw 206 at 23:55, then the next day's first at midnight.
    expect(draws.map((d) => d.numero)).toEqual(['20261123-0206', '20261124-0001']);
  });

  it('knows the latest draw due and the next one', () => {
    expect(latestDue(schedule, at('2026-11-23T10:04:59Z'), 7 * DAY)).toEqual({
      numero: '20261123-0121',
      drawAt: at('2026-11-23T10:00:00Z'),
    });
    expect(nextDraw(schedule, at('2026-11-23T10:05:00Z')).numero).toBe('20261123-0123');
  });
});
