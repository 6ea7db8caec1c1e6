import { findRoute, type RemoteName } from '@mobile/shared-contracts';
import type { Page } from '@playwright/test';
import shellCatalogue from '../../shell/src/i18n/locales/EN.json';
import { DEEP_LINKS } from '../support/deep-links';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { type MintedSession, mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 34's cold deep links: the pages players arrive on from a promotion, an SMS or a bookmark, as the
 * user each is for. One browser context per user (guest, member, agent); each link is opened in a new page
 * of it with the browser's HTTP cache emptied first (a cold load: nothing cached by the previous link;
 * session storage is per page, local storage holds only the session). Each must:
 *  - draw its own page with JavaScript's first paint: one document request, the link itself, answered 200
 *    without a redirect; the address never through another page (every pushState/replaceState of the load
 *    kept the link's path, so the page was not reached by way of home or login); the navigation a plain
 *    'navigate' (no reload); its remote mounted, its title or its own heading shown;
 *  - log no console error, throw no uncaught exception, and have no failed request (a network failure or
 *    an answer of 400 or more) up to the moment it is drawn.
 */
const titles = (shellCatalogue as { title: Record<string, string> }).title;

/** Installed before the page's scripts: every path the page's history moved to during its load. */
async function recordHistory(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __historyPaths: string[] }).__historyPaths = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method];
      history[method] = function (this: History, ...args: Parameters<History['pushState']>) {
        const url = args[2];
        if (url !== undefined && url !== null) seen.push(new URL(String(url), location.href).pathname);
        return original.apply(this, args);
      };
    }
  });
}

async function openCold(page: Page, link: string, session: MintedSession | null): Promise<void> {
  const pathname = link.split('?')[0] ?? link;
  const record = findRoute(pathname);
  if (!record) throw new Error(`no page record for ${pathname}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  if (session) await storeSession(page, session);
  await recordHistory(page);

  const errors: string[] = [];
  const failed: string[] = [];
  const documents: string[] = [];
  let watching = true;
  page.on('console', (message) => {
    if (watching && message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (watching) errors.push(error.message);
  });
  page.on('requestfailed', (request) => {
    if (watching) failed.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (!watching) return;
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    const request = response.request();
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      documents.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  const response = await page.goto(link);
  expect(response?.request().redirectedFrom(), `${link} redirected`).toBeNull();
  await expectMounted(page, record.owner as RemoteName);
  const title = titles[record.titleKey.replace(/^title\./, '')];
  if (record.frame.header) await expect(frame.pageTitle(page)).toHaveText(title ?? '<no title>');
  else await expect(remoteArea(page, record.owner).getByRole('heading').first()).toBeVisible();
  watching = false;

  expect(new URL(page.url()).pathname, `${link}: the address`).toBe(pathname);
  expect(documents, `${link}: documents loaded`).toEqual([`200 ${pathname}`]);
  const history = await page.evaluate(
    () => (window as unknown as { __historyPaths: string[] }).__historyPaths,
  );
  expect(
    history.filter((path) => path !== pathname),
    `${link}: pages the address went through`,
  ).toEqual([]);
  const navigation = await page.evaluate(() =>
    performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type),
  );
  expect(navigation, `${link}: navigations`).toEqual(['navigate']);
  expect(errors, `${link}: console errors`).toEqual([]);
  expect(failed, `${link}: failed requests`).toEqual([]);
}

for (const [user, links] of Object.entries(DEEP_LINKS) as [keyof typeof DEEP_LINKS, readonly string[]][]) {
  test(`cold deep links as ${user === 'guest' ? 'a guest' : user} draw their page with no error: ${links.join(', ')}`, async ({
    context,
  }) => {
    test.setTimeout(30_000 * links.length);
    const session = user === 'guest' ? null : await mintSession(user);
    for (const link of links)
      await test.step(link, async () => {
        const page = await context.newPage();
        try {
          await openCold(page, link, session);
        } finally {
          await page.close();
        }
      });
  });
}
