import { useEffect } from 'react';
import { afterStartSettles, SETTLE_MS } from '../app/after-start-settles';
import { useShell } from '../app/shell-context';
import type { preloadLikelyNextPages } from './preload-next-pages';

type Preload = typeof preloadLikelyNextPages;

/** The preloads' own code is a chunk of its own, off the start's critical path. */
const loadPreload = (): Promise<Preload> =>
  import(/* webpackChunkName: "preload-next" */ './preload-next-pages').then((m) => m.preloadLikelyNextPages);

let started = false;

/**
 * Home's likely next pages are preloaded once per page load, the first time home is shown, once home has
 * settled (`afterStartSettles`: 3 s, or the player's first touch): a player who starts on another page (a
 * game list they scroll) gets no parcel evaluated in the middle of what they do, and gets the preloads
 * once they come to home.
 */
export function usePreloadNextPages(
  preload: () => Promise<Preload> = loadPreload,
  settleMs: number = SETTLE_MS,
): void {
  const { enabledRemotes, bus, i18n } = useShell();
  useEffect(() => {
    if (started) return;
    started = true;
    afterStartSettles(() => {
      preload()
        .then((start) => start(enabledRemotes, bus.session$.getValue() !== null, i18n))
        .catch(() => undefined); // the chunk did not come: the pages load when opened
    }, settleMs);
  }, [enabledRemotes, bus, i18n, preload, settleMs]);
}

/** Tests only: forget that the preloads have started. */
export function resetPreloadNextPagesForTest(): void {
  started = false;
}
