import { HOME_PATH, ROUTES } from '@mobile/shared-contracts';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, frame } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 27 'no dead end': every page record, opened directly (no earlier page of this site in the tab's
 * history, as from a bookmark or the installed app) by a guest, a member and an agent, reaches /m/home by
 * visible controls only (no swipe, no browser back) within two taps. A guest on a protected page lands on
 * login, a member on an agent page is replaced by home: those count as where the page leads.
 *
 * One tab per role loads the site once (the session minted once per role) and opens each record in
 * place: the history entry becomes the router's first entry of a document (BrowserRouter's `idx` 0, key
 * `default`), and the router is told by the popstate a browser sends. That is all the shell reads to
 * tell a page opened directly from one reached in the site (`use-site-history.ts`), so the back targets
 * are those of a fresh tab, without a document load and a shell start per page (26.8 min for the three
 * roles with one load per page; deep-link.spec.ts loads pages directly).
 */
async function openDirectly(page: Page, path: string): Promise<void> {
  await page.evaluate(async (target) => {
    window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    // React renders the new location before the second frame: the page left is gone, so no control of
    // it (the previous page's Home tab) can be taken for one of this page.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, path);
}

/** Visible ways out, any one is tapped: the player home, a back, a close, an alert's confirm. */
function wayOut(page: Page): Locator {
  return page
    .getByRole('link', { name: 'Home', exact: true })
    .or(page.getByRole('button', { name: 'Home', exact: true }))
    .or(page.getByRole('button', { name: 'Back', exact: true }))
    .or(page.getByRole('button', { name: 'Close', exact: true }))
    .or(page.getByRole('alertdialog').getByRole('button'))
    .filter({ visible: true })
    .first();
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const onHome = (page: Page) => pathnameOf(page) === HOME_PATH;

/**
 * Opens the path directly and taps visible ways out until home, at most two taps. A page may still be replaced
 * while it settles (a guest's protected page by login, /m/startLottery by /m/lottery): Playwright's click
 * looks the control up again when the one it found went away, so such a control is never taken for a tap.
 * Answers the taps made and the pages passed, or null taps when home was not reached.
 */
async function reachHome(page: Page, path: string): Promise<{ taps: number | null; seen: string[] }> {
  await openDirectly(page, path);
  // page.url() is the path now (the replaceState ran in the evaluate); no record's path is home.
  const seen: string[] = [];
  let taps = 0;
  while (!onHome(page) && taps < 2) {
    const before = page.url();
    // The first control drawn, or home reached without a tap (a page that replaces itself by home).
    const tapped = await wayOut(page)
      .click({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    if (!tapped) break;
    taps += 1;
    seen.push(pathnameOf(page));
    // Each tap leads somewhere: wait for the page to change before looking for the next control.
    await expect
      .poll(() => page.url() !== before, { timeout: 10_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  // A tap's navigation or a page's own replacement by home may still be under way.
  const home = await expect(page)
    .toHaveURL(/\/m\/home$/, { timeout: 10_000 })
    .then(() => expect(frame.homeHeader(page)).toBeVisible())
    .then(
      () => true,
      () => false,
    );
  seen.push(pathnameOf(page));
  return { taps: home ? taps : null, seen };
}

const ROLES = [
  { role: 'a guest', user: null },
  { role: 'a member (type 0)', user: 'player0' },
  { role: 'an agent (type 41)', user: 'agent41' },
] as const;

for (const { role, user } of ROLES) {
  test(`${role} reaches /m/home from every page record within two visible taps`, async ({ page }) => {
    test.setTimeout(4 * 60_000);
    if (user) await storeSession(page, await mintSession(user));
    await page.goto(HOME_PATH);
    await expect(frame.homeHeader(page)).toBeVisible();
    const stuck: string[] = [];
    for (const record of ROUTES) {
      const { taps, seen } = await reachHome(page, record.path);
      if (taps === null) stuck.push(`${record.path}: ${seen.join(' -> ')}`);
    }
    expect(stuck).toEqual([]);
    // Home itself, once per role: its frame and the games remote's widget drawn.
    await expectHome(page);
  });
}

test('the pages that hide the titled bar pass axe with their own back control', async ({ page }) => {
  for (const path of ['/m/login', '/m/forget', '/m/lottery', '/m/message', '/m/app']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  }
});
