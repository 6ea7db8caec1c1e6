import { findRoute, type RemoteName } from '@mobile/shared-contracts';
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
 */
const PRELOAD = /<link rel="preload" as="(script|style)" href="([^"]+)"[^>]*>/g;
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
  const statuses = new Map<string, number>();
  const messages: string[] = [];
  page.on('request', (request) => requests.set(request.url(), (requests.get(request.url()) ?? 0) + 1));
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
  const exposeName = record.expose.replace(/^\.\//, '');
  expect(preloads[0], `${link}: the entry first`).toMatch(/\/remoteEntry\.js$/);
  expect(
    preloads.filter((url) => url.includes(`__federation_expose_${exposeName}.`) && url.endsWith('.js')),
    `${link}: the page's own chunk`,
  ).toHaveLength(1);
  expect(
    preloads.map((url) => `${url} ×${requests.get(url) ?? 0} ${statuses.get(url) ?? '-'}`),
    `${link}: each preloaded file asked for once`,
  ).toEqual(preloads.map((url) => `${url} ×1 200`));
  expect(messages, `${link}: console errors and preload warnings`).toEqual([]);
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
