import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const games = (page: Page) => remoteArea(page, 'games');

test('a guest opens a game’s results from the lottery list, loads more, and picks a VN region', async ({
  page,
}) => {
  await page.goto('/m/lottery');
  await expectMounted(page, 'games');
  const results = games(page)
    .getByRole('link', { name: /^Results of / })
    .first();
  const name = ((await results.getAttribute('aria-label')) ?? '').replace(/^Results of /, '');
  await results.click();
  await expect(page).toHaveURL(/\/m\/lotteryHistory\?gameId=\d+$/);
  await expect(frame.pageTitle(page)).toHaveText('Lottery results');
  const picker = games(page).getByRole('combobox', { name: 'Game' });
  await expect(picker.locator('option:checked')).toHaveText(name);
  const draws = games(page).getByRole('list', { name: 'Draw results, newest first' });
  await expect(draws.getByRole('heading', { level: 2 }).first()).toHaveText(/^Draw \d{8}-\d{4}$/);
  await expect(draws.getByRole('list', { name: 'Drawn numbers' }).first().getByRole('listitem')).toHaveCount(
    5,
  );
  await expect(games(page).getByText(/^Drawn every 5 minutes · next draw /)).toBeVisible();
  await expect(games(page).getByText(/^20 of \d+ draws shown$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await games(page).getByRole('button', { name: 'Load more results' }).click();
  await expect(games(page).getByText(/^40 of \d+ draws shown$/)).toBeVisible();
  await expect(draws.getByRole('heading', { level: 2 })).toHaveCount(40);

  await picker.selectOption({ label: 'All North games' });
  await expect(page).toHaveURL(/\/m\/lotteryHistory\?region=NORTH$/);
  const sheet = games(page)
    .getByRole('table', { name: /^Result sheet of draw \d{8}$/ })
    .first();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: 'Special prize' })).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: 'Seventh prize' })).toBeVisible();
  await expect(sheet.getByRole('rowheader', { name: 'Eighth prize' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The way back: the lottery list.
  await games(page).getByRole('link', { name: 'All lottery games' }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
});

test('a member reaches the results of the game open in the lotto frame', async ({ page }) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/lottery');
  await expectMounted(page, 'games');
  const play = games(page)
    .getByRole('button', { name: /: Tradition$/ })
    .first();
  const name = ((await play.getAttribute('aria-label')) ?? '').replace(/: Tradition$/, '');
  await play.click();
  await expect(page).toHaveURL(/\/m\/lottoGame\?/);
  const gameId = new URL(page.url()).searchParams.get('gameId');
  await page.getByRole('link', { name: 'Results' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/lotteryHistory\\?gameId=${gameId}$`));
  await expect(games(page).getByRole('combobox', { name: 'Game' }).locator('option:checked')).toHaveText(
    name,
  );
  await expect(
    games(page).getByRole('list', { name: 'Draw results, newest first' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
