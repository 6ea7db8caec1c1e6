import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleTask } from '../../../lib/use-idle-task';
import { useSearchText } from '../../../lib/use-search-text';
import { type GameListQuery, gameListPath, prefetchGameList } from '../../game-list';
import { useHotGames } from '../api/use-hot-games';
import { activeVendor, vendorsWithGames } from '../hot-games-rules';
import { HotGameTiles } from './hot-game-tiles';
import { VendorTabs } from './vendor-tabs';
import './hot-games.css';

/** Where 'more' goes: the HOT tab of the game list. */
const MORE: GameListQuery = { gameType: 'HOT' };

/**
 * SPEC home hot games: vendor tabs, name search, 'more' to the HOT list. Hidden without hot games. Once
 * the section is drawn, the list 'more' opens is prefetched in an idle period, so the tap only renders.
 */
export function HotGamesSection() {
  const { t } = useTranslation('games');
  const { navigate, api, bus, i18n } = useMount();
  const queryClient = useQueryClient();
  const hot = useHotGames();
  const search = useSearchText('search-delay');
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = hot.data !== undefined && vendorsWithGames(hot.data).length > 0;
  useIdleTask(shown, () => {
    prefetchGameList(queryClient, api, i18n.language, MORE, bus.session$.getValue()?.id ?? null).catch(
      () => undefined,
    );
  });

  if (hot.isPending) return <Card>{<PageSpinner />}</Card>;
  if (hot.isError && !hot.data) return <Card>{<ErrorState onRetry={() => hot.refetch()} />}</Card>;
  const vendors = vendorsWithGames(hot.data);
  const active = activeVendor(vendors, chosen);
  if (!active) return null;

  return (
    <Card
      more={
        <button type="button" className="hot-games__more" onClick={() => navigate(gameListPath(MORE))}>
          {t('hotGames.more')}
        </button>
      }
    >
      <VendorTabs vendors={vendors} active={active} onChoose={setChosen} />
      <input
        type="search"
        className="hot-games__search"
        aria-label={t('hotGames.search')}
        placeholder={t('hotGames.search')}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
      <HotGameTiles vendor={active} text={search.applied} />
    </Card>
  );
}

/** The fixed-size card: the same height loading, failed, filtered empty or full (no layout shift). */
function Card({ more, children }: { more?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('games');
  return (
    <div className="hot-games">
      <section className="hot-games__card" aria-labelledby="hot-games-title">
        <div className="hot-games__head">
          <h2 id="hot-games-title" className="hot-games__title">
            {t('hotGames.title')}
          </h2>
          {more}
        </div>
        {children}
      </section>
    </div>
  );
}
