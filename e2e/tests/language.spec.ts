import type { Page } from '@playwright/test';
import { expectHome, expectMounted, frame, remoteArea } from '../support/frame';
import { expect, test } from '../support/test';

const languageGroup = (page: Page) => page.getByRole('group', { name: /^(Language|Wika)$/ });
const winnersTitle = (page: Page) =>
  remoteArea(page, 'games', './WinnersWidget').getByRole('heading', { level: 2 });
const rankListLanguage = (page: Page) =>
  page
    .waitForRequest((r) => r.url().includes('/wps/relay/GCSGAME_getRankList'))
    .then((r) => new URL(r.url()).searchParams.get('language'));

test('PH from the home footer: shell and remote widget texts change, survive a reload, and back to EN', async ({
  page,
}) => {
  await page.goto('/m/home');
  await expectHome(page);
  const tabBar = frame.tabBar(page);
  await expect(tabBar.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(winnersTitle(page)).toHaveText('Latest winners');
  await expect(languageGroup(page).getByRole('button', { name: 'EN' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Switch to PH (TY): the winners board reloads in the new language.
  const reloadedIn = rankListLanguage(page);
  await languageGroup(page).getByRole('button', { name: 'PH' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(tabBar.getByRole('link', { name: 'Mga promo' })).toBeVisible();
  expect(await reloadedIn).toBe('TY');
  // The games namespace in TY must differ from EN for its mounted widget to change.
  await expect.soft(winnersTitle(page), 'games widget title in PH').not.toHaveText('Latest winners');

  // Stored: a reload comes back in PH.
  await page.reload();
  await expect(tabBar.getByRole('link', { name: 'Mga promo' })).toBeVisible();
  await expect(languageGroup(page).getByRole('button', { name: 'PH' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await page.evaluate(() => window.localStorage.getItem('MC_LANGUAGE'))).toBe('TY');
  await expect
    .soft(page.locator('html'), 'document language after a reload in PH')
    .toHaveAttribute('lang', 'fil');

  // A page of another remote opened now comes up in PH as well.
  await page.goto('/m/notice');
  await expectMounted(page, 'member');
  await expect(page.getByRole('region', { name: 'Mga Anunsyo', exact: true })).toBeVisible();
  await page.goto('/m/home');
  await expectMounted(page, 'games');

  // And back to EN.
  await languageGroup(page).getByRole('button', { name: 'EN' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(tabBar.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await expect(winnersTitle(page)).toHaveText('Latest winners');
  await page.reload();
  await expect(tabBar.getByRole('link', { name: 'Promotions' })).toBeVisible();
});
