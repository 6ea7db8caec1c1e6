import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const games = (page: Page) => remoteArea(page, 'games');

/** Whether the page's video has decoded frames and moves on (not only loaded its first bytes). */
const playing = (page: Page) =>
  page
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.currentTime > 0 && !video.paused);

test('a player opens live streams from the menu, watches a room, is counted, and goes back to the list', async ({
  page,
}) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/home');
  await frame.menuButton(page).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Live streams' }).click();
  await expect(page).toHaveURL(/\/m\/liveRooms$/);
  await expectMounted(page, 'games');
  await expect(frame.pageTitle(page)).toHaveText('Live streams');
  const bella = games(page).getByRole('link', { name: /^Baccarat night Bella LIVE \d+ watching$/ });
  await expect(bella).toBeVisible();
  // The room waiting for its host is listed, after the live ones, and opens nothing.
  await expect(games(page).getByText('Sabong talk, back at 20:00')).toBeVisible();
  await expect(games(page).getByRole('link', { name: /Sabong talk/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await bella.click();
  await expect(page).toHaveURL(/\/m\/liveRooms\?room=\d+$/);
  await expect(games(page).getByRole('heading', { name: 'Baccarat night' })).toBeVisible();
  await expect(games(page).getByLabel('Live stream of Bella')).toBeVisible();
  await expect.poll(() => playing(page), { timeout: 15_000 }).toBe(true);
  // The player's report counts this member at once.
  await expect(games(page).getByText(/^[1-9]\d* watching$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await frame.backButton(page).click();
  await expect(page).toHaveURL(/\/m\/liveRooms$/);
  await expect(
    games(page).getByRole('link', { name: /^Baccarat night Bella LIVE [1-9]\d* watching$/ }),
  ).toBeVisible();
});

test('live streams are gated as the chat is: a guest logs in first, a nochat member never sees them', async ({
  page,
}) => {
  await page.goto('/m/liveRooms');
  await expect(page).toHaveURL(/\/m\/login\?/);

  // player2 carries the nochat label: no entry in the menu, and the address goes home.
  await storeSession(page, await mintSession('player2'));
  await page.goto('/m/home');
  await frame.menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('button', { name: 'Betting record' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Live streams' })).toHaveCount(0);
  await page.goto('/m/liveRooms');
  await expect(page).toHaveURL(/\/m\/home$/);
});
