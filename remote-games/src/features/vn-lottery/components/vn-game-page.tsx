import { EmptyState, ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import type { PlayType, VnMenuGame, VnRegion } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { lottoHref, prizeModeOf } from '../../launch';
import { useVnGameMenu } from '../api/use-vn-game-menu';
import { drawsByGame } from '../rules/countdown';
import { useNow } from './use-now';
import { useOpenDraws } from './use-open-draws';
import { VnGameRow } from './vn-game-row';
import { VnRecent } from './vn-recent';
import { VnRegionTabs } from './vn-region-tabs';
import './vn-game.css';

/** /m/vnGame: the Vietnamese lottery by draw region, each game's open draw counting down, recent games on top. */
export function VnGamePage() {
  const { navigate } = useMount();
  const { t } = useTranslation('games');
  const menu = useVnGameMenu();
  const now = useNow(1000);
  const draws = useOpenDraws(now);
  const [chosen, setChosen] = useState<VnRegion | null>(null);

  if (menu.isPending) return <PageSpinner />;
  if (menu.isError) return <ErrorState onRetry={() => menu.refetch()} />;
  const regions = menu.data.regions;
  const active = regions.find((group) => group.region === chosen) ?? regions[0];
  if (!active) return <EmptyState messageKey={`${GAMES_NS}:vn.empty`} />;
  const prizeMode = prizeModeOf(menu.data.prizeModeMapping);
  const play = (game: VnMenuGame, playType: PlayType) =>
    navigate(lottoHref({ mui: game.vendor, gameId: game.gameId, playType, prizeMode, pageBack: false }));
  const byGame = drawsByGame(draws.data ?? []);

  return (
    <div className="vn-game">
      <VnRecent onPlay={play} />
      <VnRegionTabs
        regions={regions.map((group) => group.region)}
        active={active.region}
        onChoose={setChosen}
      />
      {draws.isError ? (
        <p className="vn-game__draws-failed" role="alert">
          {t('vn.drawsFailed')}{' '}
          <button type="button" className="vn-game__retry" onClick={() => draws.refetch()}>
            {t('vn.retry')}
          </button>
        </p>
      ) : null}
      <ul className="vn-game__list" aria-label={t(`vn.region.${active.region}`)}>
        {active.games.map((game) => (
          <VnGameRow key={game.gameId} game={game} draw={byGame.get(game.gameId)} now={now} onPlay={play} />
        ))}
      </ul>
    </div>
  );
}
