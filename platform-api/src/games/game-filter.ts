/** How a gameType of the client maps onto stored categories (SPEC 4 vendor setup). */
export type GameFilter =
  | { kind: 'hot' }
  | { kind: 'favourites' }
  | { kind: 'categories'; categories: string[]; cockfightOnly: boolean };

/**
 * The client queries ESPORTS and COCKFIGHT tabs as SPORTS, so SPORTS spans e-sports too; cockfight
 * vendors are stored under SPORTS with a flag. HOT is a flag on games, FAV the member's favourites.
 */
export function gameFilterFor(gameType: string): GameFilter {
  switch (gameType) {
    case 'HOT':
      return { kind: 'hot' };
    case 'FAV':
      return { kind: 'favourites' };
    case 'SPORTS':
      return { kind: 'categories', categories: ['SPORTS', 'ESPORTS'], cockfightOnly: false };
    case 'COCKFIGHT':
      return { kind: 'categories', categories: ['SPORTS'], cockfightOnly: true };
    default:
      return { kind: 'categories', categories: [gameType], cockfightOnly: false };
  }
}
