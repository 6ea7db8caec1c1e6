/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import { Icon } from '../ui/icon';
import type { Texts } from '../ui/texts';

export interface DownloadBannerViewProps {
  t: Texts;
  siteName: string;
  /** Without it (the server-drawn frame) the close button waits disabled for the shell. */
  onClose?: () => void;
  /**
   * Opens the home download popup (SPEC 2: the banner opens it, as the drawer does). Without it (the
   * server-drawn frame) the button waits disabled for the shell.
   */
  onOpen?: () => void;
}

/** SPEC download-app bar as drawn: close, the site's name, and the button opening the download popup. */
export function DownloadBannerView({ t, siteName, onClose, onOpen }: DownloadBannerViewProps) {
  return (
    <aside className="download-banner" aria-label={t('download.bannerLabel')}>
      <button
        type="button"
        className="icon-button download-banner__close"
        onClick={onClose}
        disabled={!onClose}
        aria-label={t('download.dismiss')}
      >
        <Icon name="close" size={18} />
      </button>
      <span className="download-banner__logo" aria-hidden="true">
        <Icon name="download" />
      </span>
      <span className="download-banner__text">
        <strong>{siteName}</strong>
        <span>{t('download.bannerText')}</span>
      </span>
      <button
        type="button"
        className="download-banner__open"
        onClick={onOpen}
        disabled={!onOpen}
        aria-haspopup="dialog"
      >
        {t('download.open')}
      </button>
    </aside>
  );
}
