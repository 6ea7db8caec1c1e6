import { AppLink, ErrorState, useMount } from '@mobile/react-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { historyHref } from '../../lottery-history';
import { type LotteryLaunchRequest, useLotteryLaunch } from '../api/use-lottery-launch';
import { useRecordRecent } from '../api/use-record-recent';
import { lottoCloseTarget } from '../rules/close-target';
import { type LottoQuery, lottoQuery } from '../rules/launch-query';
import { lottoFrameUrl } from '../rules/lotto-frame-url';
import { FrameShell } from './frame-shell';
import { LaunchedFrame } from './launched-frame';
import { useCloseFrame } from './use-close-frame';

/** The lottery launcher's request (`/lgw/games/mobile`): vendor, game, prize mode and play type. */
export function lottoRequest(query: LottoQuery): LotteryLaunchRequest {
  return { vendor: query.mui, gameId: query.gameId, prizeMode: query.prizeMode, playType: query.playType };
}

/** /m/lottoGame: the lottery game named by mui, playType, gameId and prize_mode. */
export function LottoGamePage() {
  const { location, merchant } = useMount();
  const { t } = useTranslation('games');
  const query = useMemo(() => lottoQuery(location.search), [location.search]);
  const launch = useLotteryLaunch(useMemo(() => (query ? lottoRequest(query) : null), [query]));
  const close = useCloseFrame(lottoCloseTarget(query?.pageBack ?? false));
  const merchantCode = merchant.manifest.merchantCode;
  useRecordRecent(launch.isSuccess ? query?.gameId : undefined);

  return (
    <FrameShell
      title={t('frame.lotteryTitle')}
      onClose={close}
      actions={
        query ? (
          <AppLink to={historyHref({ kind: 'game', gameId: query.gameId })} className="launch-frame__link">
            {t('history.results')}
          </AppLink>
        ) : null
      }
    >
      {query ? (
        <LaunchedFrame
          launch={launch}
          title={t('frame.lotteryTitle')}
          decorate={(url) => lottoFrameUrl(url, query, merchantCode)}
        />
      ) : (
        <ErrorState messageKey={`${GAMES_NS}:frame.badLink`} />
      )}
    </FrameShell>
  );
}
