import { AppLink, EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import {
  type LotteryHistory as History,
  isApiError,
  type LotteryDraw,
  pathOf,
} from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { useGameDraws, useRegionDraws } from '../api/use-draw-pages';
import { useLotteryGames } from '../api/use-history-games';
import { formatDrawTime } from '../draw-time';
import { type HistoryTarget, historyHref, historyTargetOf } from '../history-target';
import { DrawCard } from './draw-card';
import { HistoryPicker } from './history-picker';
import './lottery-history.css';

/** What the first page says of the game's schedule: how often it is drawn and the next draw. */
function ScheduleLine({ first }: { first: History | undefined }) {
  const { t } = useTranslation('games');
  const schedule = first?.schedule;
  if (!first || !schedule) return null;
  const how =
    schedule.kind === 'every'
      ? t('history.every', { count: schedule.minutes })
      : t('history.daily', { time: schedule.drawTime, region: t(`vn.region.${schedule.region}`) });
  return (
    <p className="lottery-history__schedule">
      {how}
      {first.nextDrawAt ? ` · ${t('history.next', { time: formatDrawTime(first.nextDrawAt) })}` : null}
    </p>
  );
}

/** /m/lotteryHistory?gameId=… or ?region=…: the draws platform-api made, newest first, more on request. */
export function LotteryHistory() {
  const { location, navigate } = useMount();
  const { t } = useTranslation('games');
  const games = useLotteryGames();
  const asked = historyTargetOf(location.search);
  const firstGame = games.data?.games[0];
  const target: HistoryTarget | null =
    asked ?? (firstGame ? { kind: 'game', gameId: firstGame.gameId } : null);
  const gameDraws = useGameDraws(target?.kind === 'game' ? target.gameId : null);
  const regionDraws = useRegionDraws(target);
  const draws = target?.kind === 'region' ? regionDraws : gameDraws;
  const back = (
    <AppLink to={pathOf('lottery')} className="lottery-history__all">
      {t('history.allGames')}
    </AppLink>
  );

  if (!target) {
    if (games.isError) return <ErrorState onRetry={() => games.refetch()} />;
    if (games.isPending) return <PageSpinner />;
    return (
      <section className="lottery-history">
        <EmptyState messageKey={`${GAMES_NS}:lottery.empty`} />
        {back}
      </section>
    );
  }
  const pick = (picked: HistoryTarget) => navigate(historyHref(picked), { replace: true });
  const rows: LotteryDraw[] = draws.data?.pages.flatMap((page) => page.content) ?? [];
  const total = draws.data?.pages[0]?.total ?? 0;
  const notFound = isApiError(draws.error) && draws.error.code === 'NOT_FOUND';

  return (
    <section className="lottery-history">
      <HistoryPicker target={target} onPick={pick} />
      {target.kind === 'game' ? <ScheduleLine first={gameDraws.data?.pages[0]} /> : null}
      {draws.isPending ? (
        <PageSpinner />
      ) : notFound ? (
        <p className="lottery-history__notice" role="alert">
          {t('history.notFound')}
        </p>
      ) : draws.isError && rows.length === 0 ? (
        <ErrorState onRetry={() => draws.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          messageKey={
            target.kind === 'game' && gameDraws.data?.pages[0]?.schedule === null
              ? `${GAMES_NS}:history.notDrawn`
              : `${GAMES_NS}:history.empty`
          }
        />
      ) : (
        <>
          <ol className="lottery-history__draws" aria-label={t('history.listLabel')}>
            {rows.map((draw) => (
              <DrawCard
                key={`${draw.gameId}-${draw.numero}`}
                draw={draw}
                showGame={target.kind === 'region'}
              />
            ))}
          </ol>
          <p className="lottery-history__count" aria-live="polite">
            {t('history.shown', { shown: rows.length, total })}
          </p>
          {draws.isFetchNextPageError ? (
            <ErrorState messageKey={`${GAMES_NS}:history.moreFailed`} onRetry={() => draws.fetchNextPage()} />
          ) : draws.hasNextPage ? (
            <button
              type="button"
              className="lottery-history__more"
              disabled={draws.isFetchingNextPage}
              onClick={() => draws.fetchNextPage()}
            >
              {draws.isFetchingNextPage ? t('history.loadingMore') : t('history.loadMore')}
            </button>
          ) : null}
        </>
      )}
      {back}
    </section>
  );
}
