import { ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { HOME_PATH, resourceUrl } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { GAMES_NS } from '../../../load-locale';
import { EmbeddedFrame, FrameShell } from '../../launch';
import { taskFrameUrl } from '../rules/task-frame-url';
import { ComingSoon } from './coming-soon';
import { useTaskFrameTiming } from './use-task-frame-timing';

/** /m/task: the merchant's task link full screen, or a 'coming soon' alert and home when there is none. */
export function TaskPage() {
  const { merchant, bus, navigate } = useMount();
  const { t } = useTranslation('games');
  const session = useStreamValue(bus.session$);
  const timing = useTaskFrameTiming();
  const link = resourceUrl(merchant.settings.resources, 'TASK');
  const home = () => navigate(HOME_PATH, { replace: true });

  if (!link) return <ComingSoon onConfirm={home} />;
  const url = session
    ? taskFrameUrl(link, session.token, merchant.manifest.frameOrigins, window.location.href)
    : null;
  return (
    <FrameShell title={t('task.title')} onClose={home}>
      {!url ? (
        <ErrorState messageKey={`${GAMES_NS}:task.unavailable`} />
      ) : timing.started ? (
        <EmbeddedFrame url={url} title={t('task.title')} onLoad={timing.onLoad} shown={timing.shown} />
      ) : (
        <PageSpinner />
      )}
    </FrameShell>
  );
}
