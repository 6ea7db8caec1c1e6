import { game } from '../../../test/games';
import { tileLaunch } from './tile-launch';

describe('tileLaunch', () => {
  it('links a member to the game frame with category, vendor and game', () => {
    expect(tileLaunch(game('12', 'Fortune Tiger'), 'RNG', 1)).toEqual({
      kind: 'navigate',
      to: '/m/gameFrame?gameType=RNG&vassalage=PG&nodeId=12&gameCode=12',
    });
  });

  it('gives guests the same link (the route guard sends them to log in and back)', () => {
    expect(tileLaunch(game('12', 'Fortune Tiger'), 'RNG', null)).toMatchObject({ kind: 'navigate' });
  });

  it('marks free play for a free-play member on a game that supports it', () => {
    const launch = tileLaunch(game('12', 'Fortune Tiger'), 'RNG', 4);
    expect(launch.kind === 'navigate' && launch.to.endsWith('&free=1')).toBe(true);
  });

  it('rejects a free-play member on a game without free play', () => {
    expect(tileLaunch({ ...game('12', 'Fortune Tiger'), supportPlay: false }, 'RNG', 4)).toEqual({
      kind: 'free-reject',
    });
  });
});
