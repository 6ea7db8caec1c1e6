/** 24 px outline glyphs of the game categories (SPEC 2: the category menu shows an icon and a name). */
const PATHS: Record<string, string> = {
  HOT: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-4 2.5-5 .3 1.8 1.2 2.8 2.5 3 0-3-1-5.5 0-8z',
  FAV: 'M12 20s-7-4.3-8.8-8.6C2 8.3 4 5 7 5c1.9 0 3.1 1 5 2.8C13.9 6 15.1 5 17 5c3 0 5 3.3 3.8 6.4C19 15.7 12 20 12 20z',
  RECENT: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 4v5l3.5 2',
  LOTTERY: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
  RNG: 'M4 5h16v14H4zM8 5v14M16 5v14M5.5 10h1.5l-1 4M11 10h2l-1 4M17 10h1.5l-1 4',
  LIVE: 'M6 4h9l3 3v13H6zM15 4v3h3M9 12h6M9 16h4',
  FISH: 'M3 12c3-4 7-5 11-4 2 .5 4 2 5 4-1 2-3 3.5-5 4-4 1-8 0-11-4zm0 0-1-3m1 3-1 3M15 11h.01',
  SPORTS: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 5-3.5 2.5L10 15h4l1.5-4.5z',
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.4 1.8L14.5 13h-5l-1.1 1.8A3 3 0 0 1 3 13v-1a4 4 0 0 1 4-4zM8 10v3M6.5 11.5h3M16 11h.01',
  COCKFIGHT: 'M8 20l1-4c-3-1-4-4-3-7l3 1c1-3 3-5 6-5-1 2-1 3 0 4 2 1 4 3 3 6-1 2-3 3-6 3l1 2',
  POKER: 'M12 3c3 3 7 5.5 7 9a3.5 3.5 0 0 1-6 2.5l1 4.5h-4l1-4.5A3.5 3.5 0 0 1 5 12c0-3.5 4-6 7-9z',
  TABLE: 'M5 5h14v14H5zM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
  ARCADE: 'M12 3a3 3 0 1 1 0 6 3 3 0 0 1 0-6zm0 6v6M5 15h14v5H5z',
  PROMO: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
};
/** Categories a merchant adds that have no glyph of their own: a grid of tiles. */
const OTHER = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';

export function CategoryIcon({ category }: { category: string }) {
  return (
    <svg
      className="category-menu__icon"
      viewBox="0 0 24 24"
      width={20}
      height={20}
      aria-hidden="true"
      data-category={PATHS[category] ? category : 'OTHER'}
    >
      <path d={PATHS[category] ?? OTHER} />
    </svg>
  );
}
