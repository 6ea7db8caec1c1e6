import { queryFromSearch } from './query-from-search';

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
