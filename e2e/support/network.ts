import type { Page, Request } from '@playwright/test';

/** The page's event streams (`/wps/live/stream`, the chat's): open for as long as the page lives. */
const STREAM = /\/wps\/(live|chat)\/stream(\?|$)/;

export interface NetworkWatch {
  /**
   * Resolves once no request but the event streams has been in flight for `quietMs`. Playwright's own
   * `networkidle` never comes on a page that holds an event stream open.
   */
  idle(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/** Starts watching the page's requests; call before the navigation whose loading it should wait for. */
export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (STREAM.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async idle(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline)
          throw new Error(
            `network not idle in ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        await page.waitForTimeout(100);
      }
    },
  };
}
