import { trailStateOf } from './trail-state';

describe('trailStateOf', () => {
  it('offers free play to guests, games and registering to trial players, home to real members', () => {
    expect(trailStateOf(null)).toBe('guest');
    expect(trailStateOf({ type: 4 })).toBe('trial');
    for (const type of [0, 1, 2, 40, 41, 42]) expect(trailStateOf({ type })).toBe('member');
  });
});
