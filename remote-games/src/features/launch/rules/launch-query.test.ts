import { launchHref } from '../launch-href';
import { gameFrameQuery, lottoHref, lottoQuery } from './launch-query';

describe('gameFrameQuery', () => {
  it('reads back what launchHref wrote', () => {
    const target = { gameType: 'RNG', vassalage: 'PG', nodeId: '1001', gameCode: 'mahjong', freePlay: true };
    expect(gameFrameQuery(launchHref(target).split('?')[1] ?? '')).toEqual(target);
  });

  it('reads back a sports match opened in its vendor lobby', () => {
    const target = { gameType: 'SPORTS', vassalage: 'ARENA_SPORTS', gameCode: 'lobby', matchId: '42' };
    expect(gameFrameQuery(launchHref(target).split('?')[1] ?? '')).toEqual(target);
    expect(gameFrameQuery('?gameType=SPORTS&vassalage=ARENA_SPORTS&matchId=4x')).toBeNull();
  });

  it('accepts a vendor lobby without a game', () => {
    expect(gameFrameQuery('?gameType=LIVE&vassalage=EVO')).toEqual({ gameType: 'LIVE', vassalage: 'EVO' });
  });

  it('refuses a missing or malformed category, vendor or game', () => {
    expect(gameFrameQuery('?vassalage=PG')).toBeNull();
    expect(gameFrameQuery('?gameType=rng&vassalage=PG')).toBeNull();
    expect(gameFrameQuery('?gameType=RNG&vassalage=P%20G')).toBeNull();
    expect(gameFrameQuery('?gameType=RNG&vassalage=PG&nodeId=0')).toBeNull();
    expect(gameFrameQuery('?gameType=RNG&vassalage=PG&nodeId=12ab')).toBeNull();
    expect(gameFrameQuery('?gameType=RNG&vassalage=PG&gameCode=%3Cx%3E')).toBeNull();
  });

  it('ignores a free flag other than 1', () => {
    expect(gameFrameQuery('?gameType=RNG&vassalage=PG&free=yes')).toEqual({
      gameType: 'RNG',
      vassalage: 'PG',
    });
  });
});

describe('lottoQuery', () => {
  it('reads mui, play type, game, prize mode and page back', () => {
    expect(lottoQuery('?mui=LOTT&playType=trad&gameId=12&prize_mode=ELOTT&pageBack=1')).toEqual({
      mui: 'LOTT',
      playType: 'trad',
      gameId: '12',
      prizeMode: 'ELOTT',
      pageBack: true,
    });
    expect(lottoQuery('?mui=LOTT&playType=ent&gameId=12&prize_mode=LOTT')?.pageBack).toBe(false);
  });

  it('refuses unknown play types and prize modes and missing games', () => {
    expect(lottoQuery('?mui=LOTT&playType=x&gameId=12&prize_mode=LOTT')).toBeNull();
    expect(lottoQuery('?mui=LOTT&playType=trad&gameId=12&prize_mode=BIG')).toBeNull();
    expect(lottoQuery('?mui=LOTT&playType=trad&prize_mode=LOTT')).toBeNull();
    expect(lottoQuery('?mui=../x&playType=trad&gameId=1&prize_mode=LOTT')).toBeNull();
  });

  it('round-trips through lottoHref', () => {
    const query = {
      mui: 'TCG_LOTTO_VN',
      playType: 'ent',
      gameId: '7',
      prizeMode: 'ELOTT',
      pageBack: true,
    } as const;
    expect(lottoHref(query)).toBe(
      '/m/lottoGame?mui=TCG_LOTTO_VN&playType=ent&gameId=7&prize_mode=ELOTT&pageBack=1',
    );
    expect(lottoQuery(lottoHref(query).split('?')[1] ?? '')).toEqual(query);
  });
});
