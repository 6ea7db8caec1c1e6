/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import type { AgentMenuIcon } from '@mobile/shared-contracts';

/** The agent menus' icons (named in `page-menus.ts`) and the service button's. */
export type IconName = AgentMenuIcon | 'service';

/** Line icons on a 24 px grid, drawn with the current text colour. */
const PATHS: Record<IconName, string> = {
  teamOverview: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  transactionRecord: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  teamManagement:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  redRain: 'M5 3h14v18H5zM5 8l7 5 7-5',
  teamPnl: 'M3 17l6-6 4 4 8-8M14 7h7v7',
  teamBetting: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM13 7v12',
  agentRebate:
    'M19 5L5 19M6.5 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5M17.5 20a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5',
  teamRebate:
    'M12 8c4.4 0 8-1.3 8-3s-3.6-3-8-3-8 1.3-8 3 3.6 3 8 3M4 5v6c0 1.7 3.6 3 8 3s8-1.3 8-3V5M4 11v6c0 1.7 3.6 3 8 3s8-1.3 8-3v-6',
  securityCenter: 'M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  onlineService: 'M3 14v-2a9 9 0 0 1 18 0v2M3 14h3v6H3zM18 14h3v6h-3z',
  service: 'M3 14v-2a9 9 0 0 1 18 0v2M3 14h3v6H3zM18 14h3v6h-3z',
  home: 'M3 11l9-8 9 8M5 10v10h14V10',
  openAccount: 'M15 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M8.5 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8M20 8v6M23 11h-6',
  dividend: 'M21 12A9 9 0 1 1 12 3v9zM15 3.5A9 9 0 0 1 20.5 9H15z',
  announcements: 'M3 10v4h4l6 5V5L7 10zM17 9a4 4 0 0 1 0 6',
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
