import { matchStatus, oddsText } from './match-status';

const kickOff = new Date('2026-05-01T12:00:00Z');
const at = (minutes: number) => new Date(kickOff.getTime() + minutes * 60_000);

describe('matchStatus', () => {
  it('is scheduled before kick-off, live for the sport’s playing time, then finished', () => {
    const football = { sport: 'FOOTBALL' as const, kickOff, finished: false };
    expect(matchStatus(football, at(-1))).toBe('scheduled');
    expect(matchStatus(football, at(0))).toBe('live');
    expect(matchStatus(football, at(119))).toBe('live');
    expect(matchStatus(football, at(120))).toBe('finished');
    expect(matchStatus({ ...football, sport: 'BASEBALL' }, at(200))).toBe('live');
  });

  it('is finished at any time once the operator ended it', () => {
    expect(matchStatus({ sport: 'TENNIS', kickOff, finished: true }, at(-60))).toBe('finished');
  });
});

describe('oddsText', () => {
  it.each([
    [1850, '1.85'],
    [1875, '1.875'],
    [2000, '2.00'],
    [12050, '12.05'],
    [1005, '1.005'],
  ])('%d thousandths read %s', (thousandths, text) => {
    expect(oddsText(thousandths)).toBe(text);
  });
});
