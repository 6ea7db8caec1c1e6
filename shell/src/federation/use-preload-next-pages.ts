import { useEffect } from 'react';
import { useShell } from '../app/shell-context';
import { preloadLikelyNextPages } from './preload-next-pages';

let started = false;

/**
 * Home's likely next pages are preloaded once per page load, the first time home is shown, after the
 * load event: a player who starts on another page (a game list they scroll) gets no parcel evaluated in
 * the middle of what they do, and gets the preloads once they come to home.
 */
export function usePreloadNextPages(preload: typeof preloadLikelyNextPages = preloadLikelyNextPages): void {
  const { enabledRemotes, bus, i18n } = useShell();
  useEffect(() => {
    if (started) return;
    started = true;
    const run = () => preload(enabledRemotes, bus.session$.getValue() !== null, i18n);
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  }, [enabledRemotes, bus, i18n, preload]);
}

/** Tests only: forget that the preloads have started. */
export function resetPreloadNextPagesForTest(): void {
  started = false;
}
