import {
  historyHref,
  historyTargetOf,
  LOTTERY_HISTORY_PATH,
  pickerValueOf,
  targetOfPickerValue,
} from './history-target';

describe('the results address', () => {
  it('names a game by id or a VN region, the game first', () => {
    expect(historyTargetOf('?gameId=42')).toEqual({ kind: 'game', gameId: '42' });
    expect(historyTargetOf('?region=SOUTH')).toEqual({ kind: 'region', region: 'SOUTH' });
    expect(historyTargetOf('?gameId=42&region=SOUTH')).toEqual({ kind: 'game', gameId: '42' });
  });

  it('ignores what is neither', () => {
    for (const search of ['', '?gameId=0', '?gameId=4x', '?gameId=-1', '?region=south', '?region=EAST']) {
      expect(historyTargetOf(search)).toBeNull();
    }
  });

  it('builds addresses and picker values that read back', () => {
    expect(LOTTERY_HISTORY_PATH).toBe('/m/lotteryHistory');
    expect(historyHref({ kind: 'game', gameId: '7' })).toBe('/m/lotteryHistory?gameId=7');
    expect(historyHref({ kind: 'region', region: 'NORTH' })).toBe('/m/lotteryHistory?region=NORTH');
    for (const target of [
      { kind: 'game', gameId: '7' } as const,
      { kind: 'region', region: 'CENTRAL' } as const,
    ]) {
      expect(targetOfPickerValue(pickerValueOf(target))).toEqual(target);
    }
    expect(targetOfPickerValue('region:EAST')).toBeNull();
  });
});
