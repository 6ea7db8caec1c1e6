/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { EntryIcon as EntryIconName } from '../member-centre-entries';

/** Stroke icons on a 24 px grid, drawn like the shell's (one path each keeps the parcel small). */
const PATHS: Record<EntryIconName, string> = {
  account: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  deposit: 'M3 6h18v13H3zM3 10h18M12 12.5v4M10 14.5l2 2 2-2',
  withdraw: 'M3 6h18v13H3zM3 10h18M12 16.5v-4M10 14.5l2-2 2 2',
  transfer: 'M4 8h15M15 4l4 4-4 4M20 16H5M9 12l-4 4 4 4',
  bets: 'M6 3h12v18H6zM9 7h6M9 11h6M9 15h4',
  records: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  pnl: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  reward: 'M3 8h18v4H3zM5 12v9h14v-9M12 8v13M12 8C10 3 6 4 7.5 6.5S12 8 12 8zm0 0c2-5 6-4 4.5-1.5S12 8 12 8z',
  vip: 'M3 18h18L19 7l-4 4-3-6-3 6-4-4zM3 21h18',
  security: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  mall: 'M5 7h14l-1 14H6zM9 7a3 3 0 016 0',
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  messages: 'M4 5h16v11H9l-5 4z',
  inbox: 'M3 5h18v14H3zM3 6l9 7 9-7',
  notice: 'M3 10v4h3l7 5V5L6 10zM17 8a5 5 0 010 8',
};

export function EntryIcon({ name }: { name: EntryIconName }) {
  return (
    <svg className="mc-grid__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
