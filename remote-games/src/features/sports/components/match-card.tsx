import { AppLink } from '@mobile/react-kit';
import type { Match } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { kickOffTime } from '../rules/kick-off-time';
import { matchHref } from '../rules/match-links';

/** One match as a link into its vendor's game: league, LIVE or kick-off in local time, teams, 1 / X / 2 odds. */
export function MatchCard({ match }: { match: Match }) {
  const { t, i18n } = useTranslation(GAMES_NS);
  const odds = [
    ['1', match.odds.home],
    ['X', match.odds.draw],
    ['2', match.odds.away],
  ].filter((pair): pair is [string, string] => pair[1] !== null);
  return (
    // Its name is what it shows (WCAG 2.5.3): league, time, teams and odds.
    <AppLink to={matchHref(match)} className="sports-match">
      <span className="sports-match__head">
        <span className="sports-match__league">{match.league}</span>
        {match.status === 'live' ? (
          <span className="sports-match__live">{t('sports.live')}</span>
        ) : (
          <time className="sports-match__time" dateTime={match.kickOff}>
            {kickOffTime(match.kickOff, i18n.language)}
          </time>
        )}
      </span>
      <span className="sports-match__teams">
        <span className="sports-match__team">{match.home}</span>
        <span className="sports-match__versus">{t('sports.versus')}</span>
        <span className="sports-match__team">{match.away}</span>
      </span>
      <span className="sports-match__odds">
        {odds.map(([pick, value]) => (
          <span key={pick} className="sports-match__odd">
            <span className="sports-match__pick">{pick}</span> {value}
          </span>
        ))}
      </span>
    </AppLink>
  );
}
