import { pick } from './random';

/** Word lists for generated game names; every name is Title Case, so case-sensitive search shows. */
const SLOT_WORDS = {
  first: [
    'Golden',
    'Lucky',
    'Mighty',
    'Wild',
    'Royal',
    'Mystic',
    'Super',
    'Fortune',
    'Dragon',
    'Jade',
    'Crystal',
    'Blazing',
    'Sweet',
    'Frozen',
    'Ancient',
    'Cosmic',
    'Magic',
    'Treasure',
    'Diamond',
    'Phoenix',
    'Tiger',
    'Lion',
    'Emperor',
    'Samurai',
    'Pirate',
    'Aztec',
    'Candy',
    'Neon',
    'Thunder',
    'Starry',
  ],
  second: [
    'Riches',
    'Spins',
    'Reels',
    'Gems',
    'Fortune',
    'Legend',
    'Quest',
    'Empire',
    'Jackpot',
    'Bonanza',
    'Party',
    'Rush',
    'Link',
    'Kingdom',
    'Temple',
    'Wilds',
    'Treasures',
    'Ways',
    'Blitz',
    'Wheel',
  ],
};

/** Fixed titles per category; repeated with a variant suffix when a vendor needs more. */
export const TITLES: Record<string, readonly string[]> = {
  LIVE: [
    'Baccarat',
    'Speed Baccarat',
    'Roulette',
    'Blackjack',
    'Dragon Tiger',
    'Sic Bo',
    'Fan Tan',
    'Andar Bahar',
    'Teen Patti',
    'Casino Holdem',
    'Bull Bull',
    'Color Game',
  ],
  FISH: [
    'Ocean King',
    'Fishing War',
    'Jackpot Fishing',
    'Dragon Fishing',
    'Mega Fishing',
    'Happy Fishing',
    'Boom Legend',
    'Royal Fishing',
    'Fishing Disco',
    'Dinosaur Tycoon',
    'Shark Hunter',
    'Mermaid Treasure',
    'Golden Toad',
    'Monster Awaken',
    'Deep Sea Hunt',
  ],
  POKER: [
    "Texas Hold'em",
    'Omaha',
    'Tongits',
    'Pusoy',
    'Pusoy Dos',
    'Lucky 9',
    'Rummy',
    'Teen Patti',
    'Poker King',
    'Big Two',
  ],
  TABLE: [
    'Baccarat',
    'Blackjack',
    'Roulette',
    'Sic Bo',
    'Dragon Tiger',
    'Video Poker',
    'Craps',
    'Keno',
    'Hi-Lo',
    'Red Dog',
  ],
  ARCADE: [
    'Rocket Crash',
    'Plinko',
    'Mines',
    'Dice',
    'Limbo',
    'Tower Climb',
    'Coin Flip',
    'Lucky Wheel',
    'Balloon Pop',
    'Keno',
  ],
  LOTTERY: [
    'Lotto 6/42',
    'Mega Lotto 6/45',
    'Super Lotto 6/49',
    'Grand Lotto 6/55',
    'Ultra Lotto 6/58',
    '3D Lotto',
    '4D Lotto',
    '6D Lotto',
    'Fast 3',
    'Pick 3',
    'Pick 5',
    'Keno 20',
    'Lucky 28',
    'PK10',
    'Fast Racing',
    'Hi-Lo Lotto',
    'Dice Lotto',
    'Color Lotto',
    'Speed Keno',
    'Bingo 75',
  ],
  SPORTS: ['Sportsbook', 'Live Betting', 'Virtual Sports'],
  COCKFIGHT: ['Cockfight Arena', 'Derby Live', 'Sabong Classic'],
  ESPORTS: ['E-Sports Lobby', 'Live E-Sports', 'Virtual E-Sports'],
};

const VARIANTS = ['', ' Classic', ' Deluxe', ' Turbo', ' VIP', ' Gold'];

/** `count` distinct names for one vendor of a category. */
export function gameNames(
  category: string,
  titlesKey: string,
  count: number,
  random: () => number,
): string[] {
  if (category === 'RNG') {
    const names = new Set<string>();
    while (names.size < count)
      names.add(`${pick(random, SLOT_WORDS.first)} ${pick(random, SLOT_WORDS.second)}`);
    return [...names];
  }
  const titles = TITLES[titlesKey] ?? [];
  const names: string[] = [];
  for (let i = 0; names.length < count && i < titles.length * VARIANTS.length; i++) {
    names.push(`${titles[i % titles.length]}${VARIANTS[Math.floor(i / titles.length)]}`);
  }
  return names;
}
