import { launchHref } from './launch-href';

describe('launchHref', () => {
  it('carries category, vendor and game', () => {
    expect(launchHref({ gameType: 'RNG', vassalage: 'PG', nodeId: '1001', gameCode: 'mahjong' })).toBe(
      '/m/gameFrame?gameType=RNG&vassalage=PG&nodeId=1001&gameCode=mahjong',
    );
  });

  it('opens a vendor lobby when no game is named, and marks free play', () => {
    expect(launchHref({ gameType: 'LIVE', vassalage: 'EVO', freePlay: true })).toBe(
      '/m/gameFrame?gameType=LIVE&vassalage=EVO&free=1',
    );
  });

  it('encodes what it carries', () => {
    expect(launchHref({ gameType: 'RNG', vassalage: 'A&B' })).toBe(
      '/m/gameFrame?gameType=RNG&vassalage=A%26B',
    );
  });
});
