import { ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { useGameLaunch } from '../api/use-game-launch';
import { useRecordRecent } from '../api/use-record-recent';
import { gameCloseTarget, hasSiteHistory } from '../rules/close-target';
import { gameFrameQuery } from '../rules/launch-query';
import { FrameShell } from './frame-shell';
import { LaunchedFrame } from './launched-frame';
import { useCloseFrame } from './use-close-frame';
import { useLotteryRedirect } from './use-lottery-redirect';

/** /m/gameFrame: launches the game named in the address and embeds the vendor page. */
export function GameFramePage() {
  const { location, bus } = useMount();
  const session = useStreamValue(bus.session$);
  const { t } = useTranslation('games');
  const target = useMemo(() => gameFrameQuery(location.search), [location.search]);
  const redirecting = useLotteryRedirect(target);
  const launch = useGameLaunch(redirecting ? null : target, session?.type);
  // Decided once on arrival: leaving later must not depend on entries pushed meanwhile.
  const close = useCloseFrame(useMemo(() => gameCloseTarget(hasSiteHistory(window.history.state)), []));
  // A lobby launch names no game, so there is nothing to record.
  useRecordRecent(launch.isSuccess ? target?.nodeId : undefined);

  return (
    <FrameShell title={t('frame.title')} onClose={close}>
      {redirecting ? (
        <PageSpinner />
      ) : target ? (
        <LaunchedFrame launch={launch} title={t('frame.title')} />
      ) : (
        <ErrorState messageKey={`${GAMES_NS}:frame.badLink`} />
      )}
    </FrameShell>
  );
}
