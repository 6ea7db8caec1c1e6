import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { type LaunchRequest, useLaunchGame } from '../api/use-launch-game';
import { useRecordRecent } from '../api/use-record-recent';
import type { LaunchTarget } from '../launch-href';
import { gameCloseTarget, hasSiteHistory } from '../rules/close-target';
import { gameFrameQuery } from '../rules/launch-query';
import { FrameShell } from './frame-shell';
import { LaunchedFrame } from './launched-frame';
import { useCloseFrame } from './use-close-frame';
import { useLotteryRedirect } from './use-lottery-redirect';

/** The generic launcher's request: category, vendor, game, free-play flag (SPEC 4). */
export function launchRequest(target: LaunchTarget): LaunchRequest {
  return {
    gameType: target.gameType,
    vassalage: target.vassalage,
    ...(target.nodeId ? { nodeId: target.nodeId } : {}),
    ...(target.gameCode ? { gameCode: target.gameCode } : {}),
    ...(target.freePlay ? { supportPlay: '1' as const } : {}),
    isGameH5: '1',
  };
}

/** /m/gameFrame: launches the game named in the address and embeds the vendor page. */
export function GameFramePage() {
  const { location } = useMount();
  const { t } = useTranslation('games');
  const target = useMemo(() => gameFrameQuery(location.search), [location.search]);
  const redirecting = useLotteryRedirect(target);
  const request = useMemo(
    () => (target && !redirecting ? launchRequest(target) : null),
    [target, redirecting],
  );
  const launch = useLaunchGame(request);
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
