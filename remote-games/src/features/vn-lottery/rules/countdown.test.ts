import { anyDrawClosed, countdownText, drawsByGame } from './countdown';

const draw = (gameId: string, closeTime: string) => ({
  gameId,
  numero: '20261123',
  closeTime,
  drawTime: closeTime,
});

describe('countdownText', () => {
  it('shows hours, minutes and seconds left', () => {
    expect(countdownText(((5 * 60 + 7) * 60 + 9) * 1000)).toBe('5:07:09');
    expect(countdownText(59_999)).toBe('0:00:59');
  });

  it('never goes below zero', () => {
    expect(countdownText(-5000)).toBe('0:00:00');
  });
});

describe('drawsByGame and anyDrawClosed', () => {
  const draws = [draw('1', '2026-11-23T11:00:00Z'), draw('2', '2026-11-23T09:00:00Z')];

  it('finds a game by id', () => {
    expect(drawsByGame(draws).get('2')?.closeTime).toBe('2026-11-23T09:00:00Z');
    expect(drawsByGame(draws).get('3')).toBeUndefined();
  });

  it('says when a draw has closed', () => {
    expect(anyDrawClosed(draws, Date.parse('2026-11-23T08:59:59Z'))).toBe(false);
    expect(anyDrawClosed(draws, Date.parse('2026-11-23T09:00:00Z'))).toBe(true);
  });
});
