import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');
const wallet = (page: Page) => remoteArea(page, 'wallet');

test('the free-play entry /m/trail starts a trial account and lands on home', async ({ page }) => {
  await page.goto('/m/trail');
  await expectMounted(page, 'member');
  await expect(member(page).getByRole('heading', { name: 'Free play' })).toBeVisible();
  await expectNoAxeViolations(page);
  await member(page).getByRole('button', { name: 'Free play' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/trail');
  await expect(member(page).getByText(/You are playing with the free-play account/)).toBeVisible();
  await expect(member(page).getByRole('link', { name: 'Register a real account' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
});

test('a red-envelope rain: catch once, the reward waits in the reward centre', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const title = `E2E rain ${Date.now()}`;
  // The demo seeds a ten-minute rain every day at 12:00 UTC, and the page shows the rain that started
  // first: this one starts eleven minutes ago, so it is the running one at any time of day.
  const rain = await operator<{ id: number }>(
    'red-rain',
    '--merchant',
    'demo',
    '--start',
    new Date(Date.now() - 11 * 60_000).toISOString(),
    '--minutes',
    '16',
    '--min',
    '1.23',
    '--max',
    '1.23',
    '--title',
    title,
  );
  try {
    await storeSession(page, await mintSession('player0'));
    await page.goto('/m/redRain');
    await expectMounted(page, 'wallet');
    await expect(wallet(page).getByRole('heading', { name: title })).toBeVisible();
    await expect(wallet(page).getByRole('timer')).toBeVisible();
    await expectNoAxeViolations(page);
    await wallet(page).getByRole('button', { name: 'Catch a red envelope' }).first().click();
    await expect(wallet(page).getByText(/You caught ₱1\.23!/)).toBeVisible();
    // Once per rain: after a reload the catch is shown, no envelopes.
    await page.reload();
    await expect(wallet(page).getByText(/You caught ₱1\.23!/)).toBeVisible();
    await expect(wallet(page).getByRole('button', { name: 'Catch a red envelope' })).toHaveCount(0);
    await wallet(page).getByRole('link', { name: 'Go to the reward centre' }).click();
    await expect(page).toHaveURL(/\/m\/rewardCenter$/);
    await wallet(page).getByRole('button', { name: 'Issued', exact: true }).click();
    await expect(wallet(page).getByRole('button', { name: `Claim ${title}` })).toBeVisible();
  } finally {
    await operator('red-rain', '--merchant', 'demo', '--end', String(rain.id));
  }
});

test("a merchant's extra route opens an existing page; an untrusted link is refused", async ({ page }) => {
  await operator(
    'routes',
    '--merchant',
    'demo',
    '--add',
    '/m/vipWeek',
    '--title',
    'VIP week',
    '--target',
    '/m/activity',
  );
  try {
    await expect(async () => {
      await page.goto('/m/vipWeek');
      await expect(page).toHaveURL(/\/m\/activity$/, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expectMounted(page, 'member');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    // The operator command refuses a link outside the merchant's frame origins, and the shell would too.
    await expect(
      operator(
        'routes',
        '--merchant',
        'demo',
        '--add',
        '/m/evil',
        '--title',
        'Evil',
        '--target',
        'https://evil.example/',
      ),
    ).rejects.toThrow(/frame origins/);
    await page.goto('/m/evil');
    await expect(page).toHaveURL(/\/m\/home$/);
  } finally {
    await operator('routes', '--merchant', 'demo', '--remove', '/m/vipWeek');
  }
});

test('/m/startLottery opens the lottery list; /m/slotsCenter holds the slots category', async ({ page }) => {
  await page.goto('/m/startLottery');
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await expectMounted(page, 'games');
  await page.goto('/m/slotsCenter');
  await expect(page).toHaveURL(/\/m\/slotsCenter\?gameType=RNG&vassalage=\w+$/);
  await expectMounted(page, 'games');
  const vendors = remoteArea(page, 'games').getByRole('list', { name: 'Vendors' });
  await expect(vendors.getByRole('button').first()).toBeVisible();
  await expect(remoteArea(page, 'games').getByRole('button', { name: 'Live Casino' })).toBeHidden();
  await expectNoAxeViolations(page);
});
