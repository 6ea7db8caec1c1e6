import { ErrorState, PageSpinner, useMount, useReducedMotion } from '@mobile/react-kit';
import type { ReactNode } from 'react';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { launchHref } from '../../launch/launch-href';
import { useWinners } from '../api/use-winners';
import { formatPeso } from '../format-peso';
import { winnersAutoScroll } from '../scroll-rule';
import { useAutoScroll } from './use-auto-scroll';
import './winners-board.css';

/** Height of one entry (winners-board.css), the step of the auto-scroll. */
const ROW_HEIGHT = 48;

/**
 * Rows drawn with the first render: the six the board shows and the next two. The rest of the list (up
 * to 100) follows in a background render React may interrupt, so the board's arrival on home is no long
 * task on a phone.
 */
export const FIRST_ROWS = 8;

/** Latest winners: icon, game, player, peso amount; a tap launches the game. Hidden when there are none. */
export function WinnersBoard() {
  const { t } = useTranslation('games');
  const { navigate } = useMount();
  const winners = useWinners();
  const list = useRef<HTMLUListElement>(null);
  const reducedMotion = useReducedMotion();
  const count = winners.data?.length ?? 0;
  const shown = useDeferredValue(count, Math.min(count, FIRST_ROWS));
  const scrolls = winnersAutoScroll(count, reducedMotion);
  useAutoScroll(list, ROW_HEIGHT, scrolls);

  // Loading and failure keep the board's height, so a slow answer moves nothing below it.
  if (winners.isPending) return <Board title={t('winners.title')}>{<PageSpinner />}</Board>;
  if (winners.isError && !winners.data) {
    return <Board title={t('winners.title')}>{<ErrorState onRetry={() => winners.refetch()} />}</Board>;
  }
  if (winners.data.length === 0) return null;
  return (
    <Board title={t('winners.title')}>
      <ul ref={list} className="winners__list" data-auto-scroll={scrolls}>
        {winners.data.slice(0, shown).map(({ vo }) => (
          <li className="winners__row" key={`${vo.nodeId}-${vo.customerName}-${vo.winAmount}`}>
            <button
              type="button"
              className="winners__item"
              onClick={() =>
                navigate(
                  launchHref({
                    gameType: vo.gameType,
                    vassalage: vo.vassalage,
                    nodeId: vo.nodeId,
                    gameCode: vo.gameCode,
                  }),
                )
              }
            >
              <img className="winners__icon" src={vo.iconUrl} alt="" width={36} height={36} loading="lazy" />
              <span className="winners__game">{vo.gameName}</span>
              <span className="winners__player">{vo.customerName}</span>
              <span className="winners__amount">{formatPeso(vo.winAmount)}</span>
            </button>
          </li>
        ))}
      </ul>
    </Board>
  );
}

function Board({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="winners__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
