import { ENDPOINTS, findRoute, type RemoteName } from '@mobile/shared-contracts';
import type { Page } from '@playwright/test';
import { testDeepLinksByUser } from '../support/deep-link-journeys';
import { expectMounted } from '../support/frame';
import { expect, test } from '../support/test';

/**
 * Decision 0461: a deep link's HTML preloads the files its page needs from the owner remote (its
 * remoteEntry.js, the exposed page's chunks and stylesheet, the remote's catalogue), each with the same
 * integrity and crossorigin as the request the federation runtime makes later. Chromium uses a preload only
 * when those match; otherwise it asks again and the page downloads the file twice. So, for every deep link
 * of issue 34, opened cold:
 *  - the HTML names the owner's entry first and the page's own expose chunk;
 *  - every preloaded file is requested exactly once, and answered 200;
 *  - no console error, and no warning about a preload (Chromium warns of a preload it could not use, for
 *    an integrity or credentials mismatch, or that nothing used within a few seconds).
 * Decisions 0531 and 0532: the shell makes the page's first calls (its record's `firstCalls`) at its start
 * and the parcel's own calls get their answers, so each of them is asked for once; the login banner's
 * image is preloaded by the HTML (the `image` preloads are checked as the files are).
 */
const PRELOAD = /<link rel="preload" as="(script|style|image)" href="([^"]+)"[^>]*>/g;
const SHELL_MAIN = /\/m\/main\.[0-9a-f]{8}\.js$/;
/** The remote's entry is held back this long: a first call sent before it arrives was made by the shell. */
const ENTRY_HELD_MS = 1_000;
/** Chromium warns of an unused preload about three seconds after the load event. */
const UNUSED_PRELOAD_WARNING_MS = 3_500;

async function openCold(page: Page, link: string): Promise<void> {
  const pathname = link.split('?')[0] ?? link;
  const record = findRoute(pathname);
  if (!record) throw new Error(`no page record for ${pathname}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();

  const requests = new Map<string, number>();
  const apiCalls: string[] = [];
  const sentAt = new Map<string, number>();
  let entryAnsweredAt = Number.POSITIVE_INFINITY;
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ENTRY_HELD_MS));
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entryAnsweredAt = Math.min(entryAnsweredAt, Date.now());
  });
  const statuses = new Map<string, number>();
  const messages: string[] = [];
  page.on('request', (request) => {
    requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1);
    if (request.resourceType() !== 'xhr' && request.resourceType() !== 'fetch') return;
    apiCalls.push(request.url());
    if (!sentAt.has(request.url())) sentAt.set(request.url(), Date.now());
  });
  page.on('response', (response) => statuses.set(response.url(), response.status()));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /preload/i.test(text)) messages.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));

  const response = await page.goto(link);
  const html = (await response?.text()) ?? '';
  await expectMounted(page, record.owner as RemoteName);
  await page.waitForLoadState('load');
  await page.waitForTimeout(UNUSED_PRELOAD_WARNING_MS);

  const preloads = [...html.matchAll(PRELOAD)].map((match) => new URL(match[2] ?? '', page.url()).href);
  // A drawn page holds every preload until its first frame, where frame-start adds them (decision 0591):
  // its head asks for nothing itself.
  if (html.includes('data-prerendered')) {
    const head = html.split('</head>', 1)[0] ?? '';
    expect(
      head.replace(/<template data-late-preloads>.*?<\/template>/s, ''),
      `${link}: preloads held for the first frame`,
    ).not.toMatch(/rel="?preload"? as="?(script|style)/);
    expect(html, `${link}: main.js is not preloaded`).not.toMatch(/rel="?preload"?[^>]*\/m\/main\./);
  }
  const pagePreloads = preloads.filter((url) => !SHELL_MAIN.test(url));
  const exposeName = record.expose.replace(/^\.\//, '');
  expect(pagePreloads[0], `${link}: the entry first`).toMatch(/\/remoteEntry\.js$/);
  expect(
    pagePreloads.filter((url) => url.includes(`__federation_expose_${exposeName}.`) && url.endsWith('.js')),
    `${link}: the page's own chunk`,
  ).toHaveLength(1);
  expect(
    preloads.map((url) => `${url} ×${requests.get(url) ?? 0} ${statuses.get(url) ?? '-'}`),
    `${link}: each preloaded file asked for once`,
  ).toEqual(preloads.map((url) => `${url} ×1 200`));
  expect(messages, `${link}: console errors and preload warnings`).toEqual([]);

  // Each first call of the page (the shell's, made ahead) went out once: the parcel's own call got its answer.
  const firstCalls =
    record.firstCalls?.({ merchantCode: '', language: '', search: '', now: new Date() }) ?? [];
  const pathOf = (call: (typeof firstCalls)[number]) => ENDPOINTS[call.endpoint].path;
  const made = apiCalls.filter((url) => firstCalls.some((call) => pathOf(call) === new URL(url).pathname));
  // Asked for once per path: a page whose own payload differed from its record's would ask a second address.
  const paths = [...new Set(firstCalls.map(pathOf))];
  const madeOf = (path: string) => made.filter((url) => new URL(url).pathname === path);
  expect(
    paths.map((path) => `${path} ×${madeOf(path).length}`),
    `${link}: each first call asked for once (${made.join(', ')})`,
  ).toEqual(paths.map((path) => `${path} ×${madeOf(path).length === 0 ? 0 : 1}`));
  // A feature's call (the agent's dividend terms) is made only where the merchant has the feature.
  const unmade = firstCalls.filter(
    (call) => !call.feature && !made.some((url) => new URL(url).pathname === pathOf(call)),
  );
  expect(unmade.map(pathOf), `${link}: every first call made`).toEqual([]);
  // Made by the shell at its start, before the page's code had arrived (its remote's entry, held back).
  expect(
    made.filter((url) => (sentAt.get(url) ?? Number.POSITIVE_INFINITY) > entryAnsweredAt),
    `${link}: first calls sent before the remote's entry arrived`,
  ).toEqual([]);
}

testDeepLinksByUser(
  (user, links) =>
    `deep links as ${user} preload their page's remote files, each fetched once: ${links.join(', ')}`,
  openCold,
);

test("a guest's deep link to a member page preloads none of its files: the shell sends them to login (decision 0501)", async ({
  page,
}) => {
  const response = await page.goto('/m/withdraw');
  const html = (await response?.text()) ?? '';
  expect(html, 'the shell itself').toContain('/m/main.');
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[2] ?? '');
  expect(
    preloads.filter((url) => url.endsWith('/remoteEntry.js') || url.includes('__federation_expose_')),
    'remote files preloaded',
  ).toEqual([]);
  await expect(page).toHaveURL(/\/m\/login\b/);
});
