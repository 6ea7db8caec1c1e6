import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { gameFrame, SLOT_OUTCOME } from '../support/demo-slot';
import { expectMounted, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/** The wallet pages in full, the shell's frame with them. */
const expectAccessible = (page: Page) => expectNoAxeViolations(page);

const wallet = (page: Page) => remoteArea(page, 'wallet');
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));
/** The figure beside a label of a definition list (P&L lines, order detail). */
const figure = (page: Page, label: string) => wallet(page).locator('dt', { hasText: label }).locator('+ dd');

async function todaysBets(page: Page): Promise<number> {
  await page.goto('/m/profitandloss');
  await expectMounted(page, 'wallet');
  await expect(figure(page, 'Bets')).toBeVisible();
  return money(await figure(page, 'Bets').textContent());
}

test('a bet on the demo vendor shows in the betting record and in profit and loss', async ({ page }) => {
  // player0 bets nowhere else in the suites; the bet stays in its records.
  await storeSession(page, await mintSession('player0'));
  const before = await todaysBets(page);
  await expectAccessible(page);

  await page.goto('/m/gameList?gameType=RNG');
  await expectMounted(page, 'games');
  const tile = page.getByRole('button', { name: /^Play / }).first();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await tile.click();
  const vendor = gameFrame(page);
  await vendor.getByRole('button', { name: 'Bet 10' }).click();
  await expect(vendor.getByText(SLOT_OUTCOME)).toBeVisible();

  await page.goto('/m/gameRecord');
  await expectMounted(page, 'wallet');
  const order = wallet(page)
    .getByRole('link', { name: new RegExp(name) })
    .first();
  await expect(order).toContainText('Stake ₱10.00');
  await expectAccessible(page);
  await order.click();
  await expect(page).toHaveURL(/\/m\/gameRecord\?order=\d+$/);
  await expect(wallet(page).getByRole('heading', { name })).toBeVisible();
  await expect(figure(page, 'Stake')).toHaveText('₱10.00');
  await expectAccessible(page);

  // The vendor's own record of the same bet.
  await page.goBack();
  await wallet(page).getByRole('tab', { name: 'Game records' }).click();
  await expect(
    wallet(page)
      .getByText(/^slot (win|loss)$/)
      .first(),
  ).toBeVisible();

  expect(await todaysBets(page)).toBeCloseTo(before - 10, 2);
});

test('money moves to a vendor wallet and back from the fund transfer page', async ({ page }) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/member/home');
  await expectMounted(page, 'member');
  await remoteArea(page, 'member').getByRole('link', { name: 'Fund transfer' }).click();
  await expect(page).toHaveURL(/\/m\/transfer$/);
  await expectMounted(page, 'wallet');

  const balances = wallet(page).getByRole('list', { name: 'Balances' });
  const balanceOf = async (label: string) =>
    money(
      await balances.getByRole('listitem').filter({ hasText: label }).locator('> :last-child').textContent(),
    );
  await expect(balances.getByText('Main wallet')).toBeVisible();
  const main = await balanceOf('Main wallet');
  const nova = await balanceOf('Nova Slots');
  await expectAccessible(page);

  await wallet(page).getByLabel('Game wallet', { exact: true }).selectOption({ label: 'Nova Slots' });
  await wallet(page).getByLabel('Amount', { exact: true }).fill('25');
  await wallet(page).getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect.poll(() => balanceOf('Nova Slots')).toBeCloseTo(nova + 25, 2);
  expect(await balanceOf('Main wallet')).toBeCloseTo(main - 25, 2);

  await wallet(page).getByRole('radio', { name: 'To the main wallet' }).check();
  await wallet(page).getByLabel('Amount', { exact: true }).fill('25');
  await wallet(page).getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect.poll(() => balanceOf('Nova Slots')).toBeCloseTo(nova, 2);
  expect(await balanceOf('Main wallet')).toBeCloseTo(main, 2);
});
