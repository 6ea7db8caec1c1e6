import { launcherFor } from './launcher';

describe('launcherFor', () => {
  it('sends free play (type 4) through the free-play launcher', () => {
    expect(launcherFor(4, 'RNG')).toBe('freePlayLaunch');
    expect(launcherFor(4, 'LIVE')).toBe('freePlayLaunch');
  });

  it('keeps every other type, and any lottery, on the generic launcher', () => {
    for (const type of [0, 1, 2, 40, 41, 42]) expect(launcherFor(type, 'RNG')).toBe('launchGame');
    expect(launcherFor(undefined, 'RNG')).toBe('launchGame');
    expect(launcherFor(4, 'LOTTERY')).toBe('launchGame');
  });
});
