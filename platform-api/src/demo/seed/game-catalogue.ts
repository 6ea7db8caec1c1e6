import { gameNames } from './game-names';
import { seededRandom } from './random';

export interface CatalogueCategory {
  code: string;
  name: string;
}

export interface CatalogueVendor {
  code: string;
  name: string;
  category: string;
  games: number;
  cockfight?: boolean;
}

export interface CatalogueGame {
  id: number;
  vendorCode: string;
  category: string;
  gameCode: string;
  displayName: string;
  hot: boolean;
  supportPlay: boolean;
  roomId: string | null;
  sortOrder: number;
  minBetCents: number;
  lines: number;
}

/** Server order of the category tabs. HOT and FAV are views, not categories. */
export const CATEGORIES: CatalogueCategory[] = [
  { code: 'LOTTERY', name: 'Lottery' },
  { code: 'RNG', name: 'Slots' },
  { code: 'LIVE', name: 'Live Casino' },
  { code: 'FISH', name: 'Fishing' },
  { code: 'SPORTS', name: 'Sports' },
  { code: 'ESPORTS', name: 'E-Sports' },
  { code: 'POKER', name: 'Poker' },
  { code: 'TABLE', name: 'Table Games' },
  { code: 'ARCADE', name: 'Arcade' },
];

/** Fictional vendors; cockfight vendors live under SPORTS as the client expects (SPEC 4). */
export const VENDORS: CatalogueVendor[] = [
  { code: 'LOTT', name: 'Lott', category: 'LOTTERY', games: 20 },
  { code: 'ELOTT', name: 'E-Lott', category: 'LOTTERY', games: 20 },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', category: 'LOTTERY', games: 20 },
  { code: 'NOVA', name: 'Nova Slots', category: 'RNG', games: 60 },
  { code: 'LUCKY7', name: 'Lucky 7 Gaming', category: 'RNG', games: 60 },
  { code: 'JADE', name: 'Jade Games', category: 'RNG', games: 60 },
  { code: 'COMET', name: 'Comet Play', category: 'RNG', games: 60 },
  { code: 'TIKI', name: 'Tiki Reels', category: 'RNG', games: 60 },
  { code: 'AURORA', name: 'Aurora Slots', category: 'RNG', games: 60 },
  { code: 'ROYAL_LIVE', name: 'Royal Live', category: 'LIVE', games: 20 },
  { code: 'PEARL_LIVE', name: 'Pearl Live', category: 'LIVE', games: 20 },
  { code: 'VEGAS_LIVE', name: 'Vegas Live', category: 'LIVE', games: 20 },
  { code: 'OCEAN_FISH', name: 'Ocean Fishing', category: 'FISH', games: 15 },
  { code: 'REEF_FISH', name: 'Reef Fishing', category: 'FISH', games: 15 },
  { code: 'ARENA_SPORTS', name: 'Arena Sports', category: 'SPORTS', games: 3 },
  { code: 'GOAL_SPORTS', name: 'Goal Sports', category: 'SPORTS', games: 3 },
  { code: 'SV_COCKFIGHT', name: 'SV Cockfight', category: 'SPORTS', games: 3, cockfight: true },
  { code: 'DERBY_COCKFIGHT', name: 'Derby Cockfight', category: 'SPORTS', games: 3, cockfight: true },
  { code: 'PIXEL_ESPORTS', name: 'Pixel E-Sports', category: 'ESPORTS', games: 3 },
  { code: 'NEXUS_ESPORTS', name: 'Nexus E-Sports', category: 'ESPORTS', games: 3 },
  { code: 'ACE_POKER', name: 'Ace Poker', category: 'POKER', games: 20 },
  { code: 'RIVER_POKER', name: 'River Poker', category: 'POKER', games: 20 },
  { code: 'CROWN_TABLE', name: 'Crown Tables', category: 'TABLE', games: 25 },
  { code: 'PLAY_ARCADE', name: 'Play Arcade', category: 'ARCADE', games: 30 },
];

const FREE_PLAY_CATEGORIES = new Set(['RNG', 'FISH', 'ARCADE']);
const FIRST_GAME_ID = 10001;

const MIN_BETS_CENTS = [10, 50, 100, 500, 1_000];
const SLOT_LINES = [9, 20, 25, 50, 243];

/** Smallest stake and pay lines, derived from the id (the seeded random sequence stays as it was). */
function betsAndLines(id: number, category: string): { minBetCents: number; lines: number } {
  const minBetCents = MIN_BETS_CENTS[id % MIN_BETS_CENTS.length] ?? 100;
  const lines = category === 'RNG' ? (SLOT_LINES[Math.floor(id / 2) % SLOT_LINES.length] ?? 0) : 0;
  return { minBetCents, lines };
}

/** 600+ games, the same on every run: ids, names and hot flags derive from one seed. */
export function buildCatalogue(): CatalogueGame[] {
  const random = seededRandom(20240601);
  const games: CatalogueGame[] = [];
  for (const vendor of VENDORS) {
    const titlesKey = vendor.cockfight ? 'COCKFIGHT' : vendor.category;
    gameNames(vendor.category, titlesKey, vendor.games, random).forEach((displayName, index) => {
      const id = FIRST_GAME_ID + games.length;
      games.push({
        id,
        vendorCode: vendor.code,
        category: vendor.category,
        gameCode: `${vendor.code}_${String(index + 1).padStart(3, '0')}`,
        displayName,
        // The first game of each vendor is hot, so every vendor shows in the hot section.
        hot: index === 0 || random() < 0.07,
        supportPlay: FREE_PLAY_CATEGORIES.has(vendor.category),
        roomId: vendor.category === 'LIVE' ? `room-${id}` : null,
        sortOrder: index,
        ...betsAndLines(id, vendor.category),
      });
    });
  }
  return games;
}
