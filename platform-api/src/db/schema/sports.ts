import type { Generated } from 'kysely';
import type { Flag, Timestamp } from './columns';

/** 0421: a merchant's sports matches, set by `pnpm operator match` (the demo seeds its own). */
export interface SportsMatchTable {
  id: Generated<number>;
  merchant_code: string;
  vendor_code: string;
  /** One of SPORT_CODES. */
  sport: string;
  league: string;
  home_team: string;
  away_team: string;
  /** Scheduled until kick-off, live for the sport's playing time after it, then finished. */
  kick_off: Timestamp;
  /** Decimal odds in thousandths (1850 = 1.850); no draw odds for sports without a draw. */
  odds_home: number;
  odds_draw: number | null;
  odds_away: number;
  hot: Flag;
  /** Set by the operator when a match ends early or is called off: then it is finished whatever the time. */
  finished: Flag;
  created_at: Timestamp;
}

export interface SportsTables {
  sports_matches: SportsMatchTable;
}
