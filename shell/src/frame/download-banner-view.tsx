/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import type { ReactNode } from 'react';
import { Icon } from '../ui/icon';
import type { FrameLink } from '../ui/plain-link';
import type { Texts } from '../ui/texts';

export interface DownloadBannerViewProps {
  t: Texts;
  siteName: string;
  Link: FrameLink;
  /** Without it (the server-drawn frame) the close button waits disabled for the shell. */
  onClose?: () => void;
  /** The shell's open control (it opens the download popup); without it (server frame) a link to the app page. */
  install?: ReactNode;
}

/** SPEC download-app bar as drawn: close, the site's name, and open the download page (or install). */
export function DownloadBannerView({ t, siteName, Link, onClose, install }: DownloadBannerViewProps) {
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
      {install ?? (
        <Link className="download-banner__open" href="/m/app">
          {t('download.open')}
        </Link>
      )}
    </aside>
  );
}
