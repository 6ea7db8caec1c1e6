import { afterStartSettles, SETTLE_MS } from '../app/after-start-settles';

/** Where the shell's service worker is served, and what it controls. */
export const SERVICE_WORKER_URL = '/m/sw.js';
export const SERVICE_WORKER_SCOPE = '/m/';

/**
 * Registers the service worker once the start has settled (`afterStartSettles`: 3 s after the first
 * render, or the player's first touch) and the main thread is idle, so its precache downloads never
 * compete with the first page's code, data and pictures on a slow network. (The load event is no such
 * moment here: the shell's code is asked for after the server-drawn frame has painted, so `load` fires
 * before the start.) Nothing happens where service workers are unavailable (plain http on another host,
 * old browsers).
 */
export function registerServiceWorker(win: Window = window, settleMs: number = SETTLE_MS): void {
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
      console.warn('[service worker] not registered', error);
    });
  };
  afterStartSettles(
    () => {
      if (typeof win.requestIdleCallback === 'function')
        win.requestIdleCallback(register, { timeout: 5_000 });
      else win.setTimeout(register, 1);
    },
    settleMs,
    win,
  );
}
