import { gameListPath, queryFromSearch } from './query-from-search';

describe('queryFromSearch', () => {
  it('reads category and vendor', () => {
    expect(queryFromSearch('?gameType=RNG&vassalage=PG')).toEqual({ gameType: 'RNG', vassalage: 'PG' });
  });
  it('defaults to HOT and drops malformed values', () => {
    expect(queryFromSearch('?gameType=<x>&vassalage=a%20b')).toEqual({
      gameType: 'HOT',
      vassalage: undefined,
    });
  });
});

describe('game list filters gameClassify, minBet and minLine (SPEC 7)', () => {
  it('reads them from the address and writes them back', () => {
    const query = queryFromSearch('?gameType=RNG&gameClassify=RNG&minBet=0.5&minLine=25');
    expect(query).toEqual({ gameType: 'RNG', gameClassify: 'RNG', minBet: '0.5', minLine: '25' });
    expect(gameListPath(query)).toBe('/m/gameList?gameType=RNG&gameClassify=RNG&minBet=0.5&minLine=25');
  });
  it('drops malformed filters instead of sending them', () => {
    expect(queryFromSearch('?gameType=RNG&gameClassify=a-b&minBet=-1&minLine=0')).toEqual({
      gameType: 'RNG',
    });
  });
});

describe('gameListPath', () => {
  it('names the tab and vendor', () => {
    expect(gameListPath({ gameType: 'RNG', vassalage: 'PG' })).toBe('/m/gameList?gameType=RNG&vassalage=PG');
  });
  it('names another page listing games the same way', () => {
    expect(gameListPath({ gameType: 'LIVE' }, '/m/gameCenter')).toBe('/m/gameCenter?gameType=LIVE');
  });
  it('leaves out a missing vendor', () => {
    expect(gameListPath({ gameType: 'FAV' })).toBe('/m/gameList?gameType=FAV');
  });
});
