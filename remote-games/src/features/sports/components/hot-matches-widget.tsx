import { AppLink, ErrorState, PageSpinner } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { useHotMatches } from '../api/use-sports';
import { MatchCard } from './match-card';
import './sports.css';

/** Matches home shows in its row (it scrolls sideways); the lobby has them all. */
export const HOME_HOT_MATCHES = 6;

/** Home's hot matches: nothing at all when the merchant has none; "All" opens the sports lobby. */
export function HotMatchesWidget() {
  const { t } = useTranslation(GAMES_NS);
  const hot = useHotMatches(HOME_HOT_MATCHES);
  if (hot.isSuccess && hot.data.matches.length === 0) return null;
  return (
    <section className="hot-matches" aria-labelledby="hot-matches-title">
      <div className="hot-matches__card">
        <div className="hot-matches__bar">
          <h2 id="hot-matches-title" className="hot-matches__title">
            {t('sports.hotMatches')}
          </h2>
          <AppLink to={pathOf('sports')} className="hot-matches__all">
            {t('sports.all')}
          </AppLink>
        </div>
        {hot.isPending ? <PageSpinner /> : null}
        {hot.isError ? <ErrorState onRetry={() => hot.refetch()} /> : null}
        {hot.isSuccess ? (
          <ul className="hot-matches__list" data-no-swipe-back>
            {hot.data.matches.map((match) => (
              <li key={match.id} className="hot-matches__item">
                <MatchCard match={match} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
