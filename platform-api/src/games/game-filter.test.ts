import { gameFilterFor } from './game-filter';

describe('gameFilterFor', () => {
  it('spans e-sports when the client asks for SPORTS', () => {
    expect(gameFilterFor('SPORTS')).toEqual({
      kind: 'categories',
      categories: ['SPORTS', 'ESPORTS'],
      cockfightOnly: false,
    });
  });

  it('finds cockfight vendors under SPORTS', () => {
    expect(gameFilterFor('COCKFIGHT')).toEqual({
      kind: 'categories',
      categories: ['SPORTS'],
      cockfightOnly: true,
    });
  });

  it('treats HOT and FAV as views', () => {
    expect(gameFilterFor('HOT')).toEqual({ kind: 'hot' });
    expect(gameFilterFor('FAV')).toEqual({ kind: 'favourites' });
    expect(gameFilterFor('RNG')).toEqual({ kind: 'categories', categories: ['RNG'], cockfightOnly: false });
  });
});
