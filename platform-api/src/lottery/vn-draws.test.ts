import { openedDraw } from './vn-draws';

describe('openedDraw', () => {
  it("opens today's draw until 15 minutes before it (Vietnam time, UTC+7)", () => {
    // 10:00 UTC = 17:00 in Vietnam; the 18:15 draw closes at 18:00 (11:00 UTC).
    expect(openedDraw(new Date('2026-11-23T10:00:00Z'), '18:15')).toEqual({
      numero: '20261123',
      closeTime: '2026-11-23T11:00:00.000Z',
      drawTime: '2026-11-23T11:15:00.000Z',
    });
  });

  it("moves to tomorrow's draw from the close on", () => {
    expect(openedDraw(new Date('2026-11-23T11:00:00Z'), '18:15').numero).toBe('20261124');
    expect(openedDraw(new Date('2026-11-23T10:59:59Z'), '18:15').numero).toBe('20261123');
  });

  it("uses Vietnam's day, not UTC's, around midnight", () => {
    // 18:30 UTC on the 23rd is 01:30 on the 24th in Vietnam.
    expect(openedDraw(new Date('2026-11-23T18:30:00Z'), '16:15')).toMatchObject({
      numero: '20261124',
      closeTime: '2026-11-24T09:00:00.000Z',
    });
  });

  it('crosses month and year ends', () => {
    expect(openedDraw(new Date('2026-12-31T12:00:00Z'), '17:15').numero).toBe('20270101');
  });
});
