import { clockOffsetMs, countdownText, rainPhase } from './rain-phase';

const event = { startsAt: '2025-01-01T12:00:00.000Z', endsAt: '2025-01-01T12:10:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('rainPhase', () => {
  it('is none without an event, upcoming before the start, running until the end, over from it', () => {
    expect(rainPhase(null, 0)).toBe('none');
    expect(rainPhase(event, at('2025-01-01T11:59:59.999Z'))).toBe('upcoming');
    expect(rainPhase(event, at('2025-01-01T12:00:00.000Z'))).toBe('running');
    expect(rainPhase(event, at('2025-01-01T12:09:59.999Z'))).toBe('running');
    expect(rainPhase(event, at('2025-01-01T12:10:00.000Z'))).toBe('over');
  });
});

describe('countdownText', () => {
  it('shows mm:ss under an hour and h:mm:ss above, rounded, never negative', () => {
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5_000)).toBe('00:00');
    expect(countdownText(499)).toBe('00:00');
    expect(countdownText(500)).toBe('00:01');
    expect(countdownText(61_000)).toBe('01:01');
    expect(countdownText(3_600_000)).toBe('1:00:00');
    expect(countdownText(26 * 3_600_000 + 5_000)).toBe('26:00:05');
  });
});

describe('clockOffsetMs', () => {
  it('is server minus device time, 0 for an unreadable server time', () => {
    expect(clockOffsetMs('2025-01-01T12:00:10.000Z', at('2025-01-01T12:00:00.000Z'))).toBe(10_000);
    expect(clockOffsetMs('nonsense', 5)).toBe(0);
  });
});
