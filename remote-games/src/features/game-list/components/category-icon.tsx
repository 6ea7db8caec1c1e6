/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
/** 24 px outline glyphs of the game categories (SPEC 2: the category menu shows an icon and a name). */
const PATHS: Record<string, string> = {
  HOT: 'M12 3c5 5 6 9 3 14a4 4 0 0 1-6 0c-2-3 0-6 3-8z',
  FAV: 'M12 20 4 12a4 4 0 0 1 8-5 4 4 0 0 1 8 5z',
  RECENT: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zm0 4v5l3 2',
  LOTTERY: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM12 8v8',
  RNG: 'M4 5h16v14H4zM9 5v14M15 5v14',
  LIVE: 'M6 4h12v16H6zM9 12h6',
  FISH: 'M3 12c4-5 12-5 16 0-4 5-12 5-16 0zm16 0 2-3v6z',
  SPORTS: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM3 12h18',
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4v1a3 3 0 0 1-5.4 1.8L14.5 13h-5l-1.1 1.8A3 3 0 0 1 3 13v-1a4 4 0 0 1 4-4zM8 10v3M6.5 11.5h3M16 11h.01',
  COCKFIGHT: 'M8 20l1-4a5 5 0 1 1 6-8l3-2v6a5 5 0 0 1-5 4l1 4',
  POKER: 'M12 3l7 9-7 9-7-9z',
  TABLE: 'M5 5h14v14H5zM9 9h.01M15 15h.01',
  ARCADE: 'M12 3v12M5 15h14v5H5z',
  PROMO: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13',
};
/** Categories a merchant adds that have no glyph of their own: a grid of tiles. */
const OTHER = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';

export function CategoryIcon({ category }: { category: string }) {
  return (
    <svg
      className="category-menu__icon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      data-category={PATHS[category] ? category : 'OTHER'}
    >
      <path d={PATHS[category] ?? OTHER} />
    </svg>
  );
}
