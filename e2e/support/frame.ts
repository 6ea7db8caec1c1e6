import type { RemoteName } from '@mobile/shared-contracts';
import { expect, type Locator, type Page } from '@playwright/test';

/** Locators of the shell's frame, by role and accessible name (English catalogue, PH where it matters). */
export const frame = {
  tabBar: (page: Page): Locator => page.getByRole('navigation', { name: /^(Main|Pangunahing nabigasyon)$/ }),
  menuButton: (page: Page): Locator => page.getByRole('button', { name: 'Open menu' }),
  backButton: (page: Page): Locator => page.getByRole('button', { name: 'Back', exact: true }),
  pageTitle: (page: Page): Locator => page.locator('header').getByRole('heading', { level: 1 }),
  homeHeader: (page: Page): Locator => page.locator('header.home-header'),
  titledBar: (page: Page): Locator => page.locator('header.titled-bar'),
};

/**
 * The areas a remote draws in (shell/src/federation/remote-area.tsx); `expose` picks one of them, e.g.
 * './WinnersWidget' on home, where the games remote draws two widgets.
 */
export const remoteArea = (page: Page, remote: RemoteName, expose?: string): Locator =>
  page.locator(`section.remote-area[data-remote="${remote}"]${expose ? `[data-expose="${expose}"]` : ''}`);

/** Every area of the remote on the page has mounted its parcel. */
export async function expectMounted(page: Page, remote: RemoteName): Promise<void> {
  await expect(remoteArea(page, remote).first()).toBeAttached({ timeout: 15_000 });
  await expect(
    page.locator(`section.remote-area[data-remote="${remote}"]:not([data-state="mounted"])`),
  ).toHaveCount(0, { timeout: 15_000 });
}

/** Home frame drawn and the games widget (latest winners) mounted in it. */
export async function expectHome(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(frame.homeHeader(page)).toBeVisible();
  await expect(frame.tabBar(page)).toBeVisible();
  await expectMounted(page, 'games');
  await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
}

/** In-app route to a page of the member remote: tab bar → service sheet → Announcements. */
export async function openAnnouncementsFromServiceSheet(page: Page): Promise<void> {
  await frame
    .tabBar(page)
    .getByRole('button', { name: /^Service/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^Announcements/ })
    .click();
}
