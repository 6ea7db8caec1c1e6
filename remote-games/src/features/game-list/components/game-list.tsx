import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { useGamePage } from '../api/use-game-page';
import { queryFromSearch } from '../query-from-search';
import './game-list.css';

/** /m/gameList: the games of the category (and vendor) named in the address. */
export function GameList() {
  const { location } = useMount();
  const { t } = useTranslation('games');
  const query = queryFromSearch(location.search);
  const page = useGamePage(query, 1);

  if (page.isPending) return <PageSpinner />;
  if (page.isError) return <ErrorState onRetry={() => page.refetch()} />;
  if (page.data.content.length === 0) return <EmptyState />;
  return (
    <section className="game-list" aria-label={t('gameList.title')} data-game-type={query.gameType}>
      <ul className="game-list__grid">
        {page.data.content.map((game) => (
          <li key={game.nodeId} className="game-list__item">
            <img src={game.iconUrl} alt="" width={96} height={96} loading="lazy" />
            <span className="game-list__name">{game.displayName}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
