import { ErrorState, PageSpinner, useMount, useReducedMotion } from '@mobile/react-kit';
import type { Winner } from '@mobile/shared-contracts';
import type { ReactNode } from 'react';
import { memo, useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../../lib/format-peso';
import { launchHref } from '../../launch';
import { useWinners } from '../api/use-winners';
import { winnersAutoScroll } from '../scroll-rule';
import { useAutoScroll } from './use-auto-scroll';
import { useIconRows } from './use-icon-rows';
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
  const [iconRows, onScroll] = useIconRows(FIRST_ROWS, ROW_HEIGHT);

  // Loading and failure keep the board's height, so a slow answer moves nothing below it.
  if (winners.isPending) return <Board title={t('winners.title')}>{<PageSpinner />}</Board>;
  if (winners.isError && !winners.data) {
    return <Board title={t('winners.title')}>{<ErrorState onRetry={() => winners.refetch()} />}</Board>;
  }
  if (winners.data.length === 0) return null;
  return (
    <Board title={t('winners.title')}>
      <ul ref={list} className="winners__list" data-auto-scroll={scrolls} onScroll={onScroll}>
        {winners.data.slice(0, shown).map(({ vo }, index) => (
          <WinnerRow
            key={`${vo.nodeId}-${vo.customerName}-${vo.winAmount}`}
            vo={vo}
            showIcon={index < iconRows}
            navigate={navigate}
          />
        ))}
      </ul>
    </Board>
  );
}

/** One entry; memoised, so a scroll that lets one more icon load re-renders that row alone. */
const WinnerRow = memo(function WinnerRow({
  vo,
  showIcon,
  navigate,
}: {
  vo: Winner['vo'];
  showIcon: boolean;
  navigate: (href: string) => void;
}) {
  const launch = () =>
    navigate(
      launchHref({
        gameType: vo.gameType,
        vassalage: vo.vassalage,
        nodeId: vo.nodeId,
        gameCode: vo.gameCode,
      }),
    );
  return (
    <li className="winners__row">
      <button type="button" className="winners__item" onClick={launch}>
        {/* Without a src until the row nears the view: no request for an icon nobody sees yet. */}
        <img
          className="winners__icon"
          src={showIcon ? vo.iconUrl : undefined}
          alt=""
          width={36}
          height={36}
          loading="lazy"
        />
        <span className="winners__game">{vo.gameName}</span>
        <span className="winners__player">{vo.customerName}</span>
        <span className="winners__amount">{formatPeso(vo.winAmount)}</span>
      </button>
    </li>
  );
});

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
