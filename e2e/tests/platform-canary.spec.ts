import type { Page } from '@playwright/test';
import { canaryBucket } from '../../platform-api/src/platform/canary-bucket';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, remoteArea } from '../support/frame';
import { manifest, operator } from '../support/operator';
import { REMOTE_PORTS } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Canary per merchant: `operator canary` sends a share of demo's visitors to another games release,
 * sticky per visitor. The "new release" is the same build from another URL (a query the static server
 * ignores), so which one a page loads shows in the entry it requests.
 */
const GAMES_ENTRY = `http://127.0.0.1:${REMOTE_PORTS.games}/remoteEntry.js`;
const CANARY_ENTRY = `${GAMES_ENTRY}?release=canary`;
const CANARY_VERSION = '1.1.0-canary';
const VISITOR_KEY = 'MC_VISITOR_ID';

const canary = (...args: string[]) => operator('canary', '--merchant', 'demo', '--name', 'games', ...args);

/** Loads home and says which games entry the page fetched; the games widgets must draw either way. */
async function gamesEntryLoaded(page: Page, load: () => Promise<unknown>): Promise<string> {
  const entry = page.waitForRequest((request) => request.url().startsWith(GAMES_ENTRY));
  await load();
  const url = (await entry).url();
  await expectHome(page);
  await expect(remoteArea(page, 'games').getByRole('listitem').first()).toBeVisible();
  return url;
}

/** A visitor id whose bucket for this canary is below (or at least) the half. */
function visitorId(inFirstHalf: boolean): string {
  for (let i = 0; ; i += 1) {
    const id = `e2e-visitor-${i}`;
    const bucket = canaryBucket(`demo/games/${CANARY_VERSION}`, id);
    if (bucket < 5_000 === inFirstHalf) return id;
  }
}

test.describe('canary rollout of the games remote', () => {
  test.beforeAll(async () => {
    // The stable entry is the site's own: the canary must be something else.
    expect((await manifest('demo')).remotes.games.entry).toBe(GAMES_ENTRY);
  });
  test.afterEach(async () => {
    // Put back: no canary running (abort refuses when none is; that is fine here).
    await canary('--end', 'abort').catch(() => undefined);
  });

  test('at 100 % a session gets the new version, at 0 % the old one', async ({ page }) => {
    await canary('--url', CANARY_ENTRY, '--version', CANARY_VERSION, '--share', '100');
    expect(await gamesEntryLoaded(page, () => page.goto('/m/home'))).toBe(CANARY_ENTRY);
    await expectNoAxeViolations(page, { exclude: ['.social-links'] });

    await canary('--share', '0');
    expect(await gamesEntryLoaded(page, () => page.reload())).toBe(GAMES_ENTRY);
  });

  test('at 50 % each session keeps its choice across reloads', async ({ page, context }) => {
    await canary('--url', CANARY_ENTRY, '--version', CANARY_VERSION, '--share', '50');
    // A first-time visitor is given an id once, and keeps its version on every reload.
    const first = await gamesEntryLoaded(page, () => page.goto('/m/home'));
    const id = await page.evaluate((key) => localStorage.getItem(key), VISITOR_KEY);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (let reload = 0; reload < 3; reload += 1) {
      expect(await gamesEntryLoaded(page, () => page.reload())).toBe(first);
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITOR_KEY)).toBe(id);

    // Two known visitors, one each side of the half: each gets its side on every load.
    for (const inCanary of [true, false]) {
      const other = await context.newPage();
      await other.addInitScript(([key, value]) => localStorage.setItem(key, value), [
        VISITOR_KEY,
        visitorId(inCanary),
      ] as const);
      const expected = inCanary ? CANARY_ENTRY : GAMES_ENTRY;
      expect(await gamesEntryLoaded(other, () => other.goto('/m/home'))).toBe(expected);
      expect(await gamesEntryLoaded(other, () => other.reload())).toBe(expected);
      await other.close();
    }
  });
});
