import { findRoute, type PageRecord, type RemoteName } from '@mobile/shared-contracts';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import shellCatalogue from '../../shell/src/i18n/locales/EN.json';
import { testDeepLinksByUser } from '../support/deep-link-journeys';
import { DEEP_LINKS } from '../support/deep-links';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { frameHintCookies, type MintedSession, mintSession, storeSession } from '../support/session';
import { SITE } from '../support/site';
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
 *    an answer of 400 or more) up to the moment it is drawn;
 *  - arrive with its frame already in the HTML, before any JavaScript (issue 34): the titled bar's title
 *    heading of a page that has one, the tab bar of a page with only that; a page with neither (login, the
 *    lottery lobby, the agent home draw their own top area) the boot splash or, where its content is drawn
 *    (decision 0621: a guest's lottery lobby), that content, never an empty frame. Members and agents hold
 *    the frame hints the shell writes beside their session (`frameHintCookies`).
 */
const titles = (shellCatalogue as { title: Record<string, string> }).title;
const titleOf = (record: PageRecord) => titles[record.titleKey.replace(/^title\./, '')] ?? '<no title>';

const decoded = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The page's HTML as the server sends it, before any script ran: its drawn frame, if the page has one. */
async function expectFrameInHtml(page: Page, link: string, record: PageRecord): Promise<void> {
  const html = await (await page.request.get(link)).text();
  const heading = /<h1 class="titled-bar__title">([^<]*)<\/h1>/.exec(html)?.[1];
  if (record.frame.header) {
    expect(heading === undefined ? 'no heading' : decoded(heading), `${link}: title in the HTML`).toBe(
      titleOf(record),
    );
  } else if (record.frame.tabBar) {
    expect(html, `${link}: tab bar in the HTML`).toContain('<nav class="tab-bar"');
  } else if (html.includes('data-prerendered')) {
    expect(html, `${link}: a page without a frame drawn only with its content`).toContain('data-drawn-page=');
  } else {
    expect(html, `${link}: nothing drawn, the boot splash`).toMatch(/class="?boot-splash/);
  }
}

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

async function openCold(page: Page, link: string): Promise<void> {
  const pathname = link.split('?')[0] ?? link;
  const record = findRoute(pathname);
  if (!record) throw new Error(`no page record for ${pathname}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
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

  await expectFrameInHtml(page, link, record);
  const response = await page.goto(link);
  expect(response?.request().redirectedFrom(), `${link} redirected`).toBeNull();
  await expectMounted(page, record.owner as RemoteName);
  if (record.frame.header) await expect(frame.pageTitle(page)).toHaveText(titleOf(record));
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

testDeepLinksByUser(
  (user, links) => `cold deep links as ${user} draw their page with no error: ${links.join(', ')}`,
  openCold,
);

/** The frame's boxes: the titled bar, its title and the tab bar (null where the page has none). */
async function frameBoxes(page: Page) {
  const box = async (selector: string) =>
    (await page.locator(selector).count()) ? await page.locator(selector).boundingBox() : null;
  return {
    titledBar: await box('header.titled-bar'),
    title: await box('header.titled-bar h1'),
    tabBar: await box('nav.tab-bar'),
  };
}

async function userContext(browser: Browser, session: MintedSession | null, javaScriptEnabled: boolean) {
  const context: BrowserContext = await browser.newContext({
    javaScriptEnabled,
    viewport: { width: 412, height: 915 },
  });
  if (session) await context.addCookies(frameHintCookies(session, SITE.origin));
  return context;
}

test("the shell takes each deep link's drawn frame over without moving it (issue 34)", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const sessions = new Map<string, MintedSession>();
  for (const [user, links] of Object.entries(DEEP_LINKS)) {
    const session = user === 'guest' ? null : (sessions.get(user) ?? (await mintSession(user)));
    if (session) sessions.set(user, session);
    for (const link of links) {
      const record = findRoute(link.split('?')[0] ?? link);
      if (!record || (!record.frame.header && !record.frame.tabBar)) continue;
      await test.step(link, async () => {
        const drawnContext = await userContext(browser, session, false);
        const drawnPage = await drawnContext.newPage();
        await drawnPage.goto(link);
        await expect(drawnPage.locator('[data-prerendered]')).toHaveCount(1);
        const drawn = await frameBoxes(drawnPage);
        await drawnContext.close();

        const context = await userContext(browser, session, true);
        const page = await context.newPage();
        if (session) await storeSession(page, session);
        await page.goto(link);
        await expectMounted(page, record.owner as RemoteName);
        await expect(page.locator('[data-prerendered]')).toHaveCount(0);
        expect(await frameBoxes(page), `${link}: the frame's boxes`).toEqual(drawn);
        await context.close();
      });
    }
  }
});
