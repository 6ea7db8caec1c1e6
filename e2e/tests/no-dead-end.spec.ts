import { ROUTES } from '@mobile/shared-contracts';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome } from '../support/frame';
import { type MintedSession, mintSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 27 'no dead end': every page record, opened directly in a fresh tab (no history of this site, as
 * from a bookmark or the installed app) by a guest, a member and an agent, reaches /m/home by visible
 * controls only (no swipe, no browser back) within two taps. A guest on a protected page lands on login,
 * a member on an agent page is replaced to home: those count as where the page leads.
 */

/** Visible ways out, the first one present is tapped: the player home, a back, a close, an alert's confirm. */
function waysOut(page: Page): Locator[] {
  return [
    page.getByRole('link', { name: 'Home', exact: true }),
    page.getByRole('button', { name: 'Home', exact: true }),
    page.getByRole('button', { name: 'Back', exact: true }),
    page.getByRole('button', { name: 'Close', exact: true }),
    page.getByRole('alertdialog').getByRole('button'),
  ];
}

const onHome = (page: Page) => /\/m\/home$/.test(new URL(page.url()).pathname);

/**
 * The first way out visible at one and the same look, or null once the page is home. A guest's protected
 * page paints its frame (titled bar, tab bar) for a moment before it is replaced by login: a control seen
 * in one look and gone in the next is looked for again, never taken as 'no way out'.
 */
async function firstVisibleWayOut(page: Page): Promise<Locator | null> {
  let found: Locator | null = null;
  await expect
    .poll(
      async () => {
        if (onHome(page)) return true;
        for (const way of waysOut(page)) {
          if (await way.first().isVisible()) {
            found = way.first();
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `no visible way out on ${page.url()}` },
    )
    .toBe(true);
  return onHome(page) ? null : found;
}

async function reachHome(context: BrowserContext, path: string): Promise<{ taps: number; seen: string[] }> {
  const page = await context.newPage();
  const seen: string[] = [];
  try {
    await page.goto(path);
    let taps = 0;
    // A page may still be replaced while it settles (a guest's protected page by login, /m/startLottery by
    // /m/lottery): a control that went away before the tap is looked for again, and that is not a tap.
    for (let looks = 0; looks < 8 && taps < 2; looks += 1) {
      const way = await firstVisibleWayOut(page);
      if (!way) break;
      const where = new URL(page.url()).pathname;
      const tapped = await way.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      );
      if (tapped) {
        taps += 1;
        seen.push(where);
      }
    }
    // The last tap's navigation may still be under way.
    await expect
      .poll(() => onHome(page), { timeout: 10_000 })
      .toBe(true)
      .catch(() => undefined);
    seen.push(new URL(page.url()).pathname);
    if (onHome(page)) await expectHome(page);
    return { taps: onHome(page) ? taps : Number.POSITIVE_INFINITY, seen };
  } finally {
    await page.close();
  }
}

async function asMember(context: BrowserContext, session: MintedSession): Promise<void> {
  await context.addInitScript((info) => {
    window.localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
  }, session);
}

const ROLES = [
  { role: 'a guest', user: null },
  { role: 'a member (type 0)', user: 'player0' },
  { role: 'an agent (type 41)', user: 'agent41' },
] as const;

for (const { role, user } of ROLES) {
  test(`${role} reaches /m/home from every page record within two visible taps`, async ({ context }) => {
    test.setTimeout(15 * 60_000);
    if (user) await asMember(context, await mintSession(user));
    const stuck: string[] = [];
    for (const record of ROUTES) {
      const { taps, seen } = await reachHome(context, record.path);
      if (taps > 2) stuck.push(`${record.path}: ${seen.join(' -> ')}`);
    }
    expect(stuck).toEqual([]);
  });
}

test('the pages that hide the titled bar pass axe with their own back control', async ({ page }) => {
  for (const path of ['/m/login', '/m/forget', '/m/lottery', '/m/message', '/m/app']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
  }
});
