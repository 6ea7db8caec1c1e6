/** Where the shell's service worker is served, and what it controls. */
export const SERVICE_WORKER_URL = '/m/sw.js';
export const SERVICE_WORKER_SCOPE = '/m/';

/**
 * Registers the service worker once the page has loaded and the main thread is idle, so its precache
 * downloads never compete with the first paint. Nothing happens where service workers are unavailable
 * (plain http on another host, old browsers).
 */
export function registerServiceWorker(win: Window = window): void {
  const container = win.navigator.serviceWorker;
  if (!container || !win.isSecureContext) return;
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE }).catch((error: unknown) => {
      console.warn('[service worker] not registered', error);
    });
  };
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(register, { timeout: 5_000 });
    else win.setTimeout(register, 1);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
