import { useStreamValue } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import './offline-notice.css';

/**
 * SPEC text 'network slow or offline' for as long as the API does not answer: a bar above the tab bar
 * that goes away by itself once the API is back (the frame and the page stay where they are).
 */
export function OfflineNotice({ aboveTabBar }: { aboveTabBar: boolean }) {
  const { bus } = useShell();
  const { t } = useTranslation('common');
  const reachable = useStreamValue(bus.apiReachable$);
  // The live region stays mounted so screen readers announce the text when it appears.
  return (
    <div
      role="status"
      aria-live="polite"
      className={aboveTabBar ? 'offline-notice offline-notice--tab-bar' : 'offline-notice'}
    >
      {reachable ? null : <p className="offline-notice__text">{t('error.network')}</p>}
    </div>
  );
}
