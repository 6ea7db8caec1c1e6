import { useState } from 'react';
import { hintDownloadBarClosed } from '../app/frame-hints';
import { useShell } from '../app/shell-context';
import { useTexts } from '../ui/use-texts';
import { DownloadBannerView } from './download-banner-view';
import { DOWNLOAD_BANNER_CLOSED_KEY } from './frame-constants';
import './download-banner.css';

function readClosed(): boolean {
  try {
    return window.sessionStorage.getItem(DOWNLOAD_BANNER_CLOSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the banner simply shows again
  }
}

/** SPEC download-app bar on home paths (the frame leaves it out inside the app); closable per session. */
export function DownloadBanner({ onOpen }: { onOpen: () => void }) {
  const { merchant } = useShell();
  const t = useTexts();
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

  return <DownloadBannerView t={t} siteName={merchant.settings.siteName} onClose={close} onOpen={onOpen} />;
}
