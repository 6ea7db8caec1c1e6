import { useEffect } from 'react';
import { useShell } from '../app/shell-context';
import type { preloadLikelyNextPages } from './preload-next-pages';

type Preload = typeof preloadLikelyNextPages;

/** The preloads run after `load` only: their code is a chunk of its own, off the start's critical path. */
const loadPreload = (): Promise<Preload> =>
  import(/* webpackChunkName: "preload-next" */ './preload-next-pages').then((m) => m.preloadLikelyNextPages);

/**
 * How long after `load` the preloads wait when the player does nothing: home's own start (widgets, their
 * data, the first pictures) has the phone to itself first. A touch, a key or a scroll starts them at once.
 */
export const PRELOAD_AFTER_LOAD_MS = 2_000;

/** What shows the player is about to go somewhere: the preloads start then rather than later. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

let started = false;

/** Calls `run` once, `delayMs` after the load event or at the player's first touch, key or scroll. */
function afterLoadOrIntent(run: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener('load', onLoad);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, { capture: true });
  };
  function fire() {
    if (done) return;
    done = true;
    stop();
    run();
  }
  function onLoad() {
    timer = setTimeout(fire, delayMs);
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, fire, { capture: true, passive: true });
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return stop;
}

/**
 * Home's likely next pages are preloaded once per page load, the first time home is shown, once the page
 * has loaded and settled (or the player touches it): a player who starts on another page (a game list
 * they scroll) gets no parcel evaluated in the middle of what they do, and gets the preloads once they
 * come to home.
 */
export function usePreloadNextPages(
  preload: () => Promise<Preload> = loadPreload,
  delayMs: number = PRELOAD_AFTER_LOAD_MS,
): void {
  const { enabledRemotes, bus, i18n } = useShell();
  useEffect(() => {
    if (started) return;
    started = true;
    afterLoadOrIntent(() => {
      preload()
        .then((start) => start(enabledRemotes, bus.session$.getValue() !== null, i18n))
        .catch(() => undefined); // the chunk did not come: the pages load when opened
    }, delayMs);
  }, [enabledRemotes, bus, i18n, preload, delayMs]);
}

/** Tests only: forget that the preloads have started. */
export function resetPreloadNextPagesForTest(): void {
  started = false;
}
