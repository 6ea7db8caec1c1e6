import { type Match, SPORT_CODES, type SportCode } from '@mobile/shared-contracts';

/** The sports the matches are of, in the catalogue's order: the lobby's filter tabs. */
export function sportsOf(matches: readonly Match[]): SportCode[] {
  return SPORT_CODES.filter((sport) => matches.some((match) => match.sport === sport));
}

/** The matches of one sport (all for null), hot ones first, each group in the server's order (live, kick-off). */
export function lobbyMatches(matches: readonly Match[], sport: SportCode | null): Match[] {
  const shown = sport === null ? [...matches] : matches.filter((match) => match.sport === sport);
  return [...shown.filter((match) => match.hot), ...shown.filter((match) => !match.hot)];
}
