import { gameCloseTarget, hasSiteHistory, lottoCloseTarget } from './close-target';

describe('close targets', () => {
  it('game frame goes back within the site, else home', () => {
    expect(gameCloseTarget(true)).toEqual({ kind: 'back' });
    expect(gameCloseTarget(false)).toEqual({ kind: 'path', path: '/m/home' });
  });

  it('lotto frame closing returns to /m/home if pageBack is set, otherwise to /m/game (SPEC 2)', () => {
    expect(lottoCloseTarget(true)).toEqual({ kind: 'path', path: '/m/home' });
    expect(lottoCloseTarget(false)).toEqual({ kind: 'path', path: '/m/game' });
  });

  it('reads the router history index', () => {
    expect(hasSiteHistory({ idx: 2, key: 'a' })).toBe(true);
    expect(hasSiteHistory({ idx: 0 })).toBe(false);
    expect(hasSiteHistory(null)).toBe(false);
    expect(hasSiteHistory({ idx: '3' })).toBe(false);
  });
});
