import type { Match, SportCode } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { lobbyMatches, sportsOf } from '../rules/match-order';
import { MatchCard } from './match-card';

/** The matches, hot first, with a filter per sport the matches are of. */
export function SportsMatches({ matches }: { matches: readonly Match[] }) {
  const { t } = useTranslation(GAMES_NS);
  const [sport, setSport] = useState<SportCode | null>(null);
  const sports = sportsOf(matches);
  const chosen = sport !== null && sports.includes(sport) ? sport : null;
  const shown = lobbyMatches(matches, chosen);
  const tab = (value: SportCode | null, label: string) => (
    <button
      key={value ?? 'ALL'}
      type="button"
      className="sports__filter"
      aria-pressed={chosen === value}
      onClick={() => setSport(value)}
    >
      {label}
    </button>
  );
  return (
    <section className="sports__section" aria-labelledby="sports-matches-title">
      <h2 id="sports-matches-title" className="sports__heading">
        {t('sports.matches')}
      </h2>
      {matches.length === 0 ? (
        <p className="sports__empty" role="status">
          {t('sports.empty')}
        </p>
      ) : (
        <>
          <fieldset className="sports__filters" aria-label={t('sports.sportFilter')}>
            {tab(null, t('sports.allSports'))}
            {sports.map((code) => tab(code, t(`sports.sport.${code}`)))}
          </fieldset>
          <ul className="sports__matches">
            {shown.map((match) => (
              <li key={match.id}>
                {match.hot ? <span className="sports__hot">{t('sports.hot')}</span> : null}
                <MatchCard match={match} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
