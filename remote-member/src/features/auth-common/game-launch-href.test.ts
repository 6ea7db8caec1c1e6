import { gameLaunchHref } from './game-launch-href';

it('builds the games remote launch link', () => {
  expect(gameLaunchHref('RNG', { vassalage: 'JILI', nodeId: '12', gameCode: 'a b' })).toBe(
    '/m/gameFrame?gameType=RNG&vassalage=JILI&nodeId=12&gameCode=a+b',
  );
});
