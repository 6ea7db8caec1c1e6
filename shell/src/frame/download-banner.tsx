import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hintDownloadBarClosed } from '../app/frame-hints';
import { useShell } from '../app/shell-context';
import { Icon } from '../ui/icon';
import { DOWNLOAD_BANNER_CLOSED_KEY } from './frame-constants';
import './download-banner.css';

function readClosed(): boolean {
  try {
    return window.sessionStorage.getItem(DOWNLOAD_BANNER_CLOSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the banner simply shows again
  }
}

/**
 * SPEC download-app bar on home paths (the frame leaves it out inside the app); closable per session. Its
 * button opens the home download popup, the same one the drawer's download entry opens.
 */
export function DownloadBanner({ onOpen }: { onOpen: () => void }) {
  const { merchant } = useShell();
  const { t } = useTranslation('common');
  const [closed, setClosed] = useState(readClosed);
  if (closed) return null;

  const close = () => {
    setClosed(true);
    hintDownloadBarClosed();
    try {
      window.sessionStorage.setItem(DOWNLOAD_BANNER_CLOSED_KEY, '1');
    } catch {
      // closed for this page view only
    }
  };

  return (
    <aside className="download-banner" aria-label={t('download.bannerLabel')}>
      <button
        type="button"
        className="icon-button download-banner__close"
        onClick={close}
        aria-label={t('download.dismiss')}
      >
        <Icon name="close" size={18} />
      </button>
      <span className="download-banner__logo" aria-hidden="true">
        <Icon name="download" />
      </span>
      <span className="download-banner__text">
        <strong>{merchant.settings.siteName}</strong>
        <span>{t('download.bannerText')}</span>
      </span>
      <button type="button" className="download-banner__open" onClick={onOpen} aria-haspopup="dialog">
        {t('download.open')}
      </button>
    </aside>
  );
}
