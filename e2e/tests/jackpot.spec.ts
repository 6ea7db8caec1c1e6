import { HOME_WIDGETS } from '@mobile/shared-contracts';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, expectMounted, frame, remoteArea } from '../support/frame';
import { useMerchant } from '../support/merchant';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/** Issue 30's jackpots: the home ticker, the jackpot screen, and pools that grow with every bet. */
const TICKER = './JackpotTickerWidget';
const ticker = (page: Page) => remoteArea(page, 'games', TICKER);
const games = (page: Page) => remoteArea(page, 'games', './JackpotPage');
const gameFrame = (page: Page) => page.frameLocator('iframe[title="Game"]');

/** The settled amount of a pool (what screen readers hear), as a number. */
async function amountOf(pool: Locator): Promise<number> {
  const text = (await pool.locator('.mk-visually-hidden').first().textContent()) ?? '';
  return Number(text.replace(/[^\d.]/g, ''));
}
const tickerPool = (page: Page, name: string) => ticker(page).getByRole('listitem').filter({ hasText: name });
const pagePool = (page: Page, name: string) =>
  games(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Places one bet of 10 in the demo vendor's frame of another tab of the same player. */
async function betInDemoVendor(game: Page): Promise<void> {
  const vendor = gameFrame(game);
  const balance = vendor.locator('.balance strong');
  const shown = (await balance.textContent()) ?? '';
  await vendor.getByRole('button', { name: 'Bet 10' }).click();
  await expect(balance).not.toHaveText(shown);
}

const MARK = '__jackpotNoReload';
const mark = (page: Page) => page.evaluate((name) => Object.assign(window, { [name]: true }), MARK);
const notReloaded = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] === true, MARK);

test('a guest sees the jackpot ticker on home and opens the jackpot screen from it', async ({ page }) => {
  await page.goto('/m/home');
  await expectHome(page);
  const link = ticker(page).getByRole('link', { name: /^Jackpots/ });
  await expect(link).toBeVisible();
  await expect(link.getByRole('listitem')).toHaveCount(3);
  // Largest first: the Grand pool leads.
  await expect(link.getByRole('listitem').first()).toContainText(/^Grand₱\d{2},\d{3}\.\d\d/);
  const reserved = HOME_WIDGETS.find((w) => w.expose === TICKER)?.reserveHeight;
  expect((await ticker(page).boundingBox())?.height).toBe(reserved);
  await expectNoAxeViolations(page);

  await link.click();
  await expect(page).toHaveURL(/\/m\/jackpot$/);
  await expectMounted(page, 'games');
  await expect(frame.pageTitle(page)).toHaveText('Jackpots');
  for (const name of ['Mini', 'Major', 'Grand']) await expect(pagePool(page, name)).toContainText('₱');
  await expect(games(page).getByRole('heading', { name: 'Recent jackpot wins' })).toBeVisible();
  await expect(games(page).getByRole('link', { name: 'Play slots' })).toBeVisible();
  await expectNoAxeViolations(page);

  await frame.backButton(page).click();
  await expectHome(page);
});

test('a merchant without jackpot pools shows no ticker on home, and its jackpot screen says so', async ({
  page,
}) => {
  await useMerchant(page, 'lite');
  await page.goto('/m/home');
  await expect(frame.homeHeader(page)).toBeVisible();
  await expect(ticker(page)).toBeAttached();
  await expect(ticker(page)).toHaveAttribute('data-state', 'mounted');
  await expect.poll(async () => (await ticker(page).boundingBox())?.height ?? 0).toBe(0);
  await expect(ticker(page).getByRole('link')).toHaveCount(0);
  await page.goto('/m/jackpot');
  await expect(
    games(page).getByText('There are no jackpots right now. Please come back later.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('pools that grow with every bet', () => {
  // The page asks again every 10 s: two rounds of a bet and a poll, on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('a member betting in the demo vendor frame sees the Grand pool grow on the open jackpot page and home, without a reload', async ({
    page,
    context,
  }) => {
    await storeSession(page, await mintSession('player0'));
    await page.goto('/m/jackpot');
    await expectMounted(page, 'games');
    const grand = pagePool(page, 'Grand');
    await expect(grand).toContainText('₱');
    const before = await amountOf(grand);
    await mark(page);

    // The same player plays in another tab, in the demo vendor's frame: 0.25% of a ₱10 bet is 2 centavos.
    const game = await context.newPage();
    await game.goto('/m/gameList?gameType=RNG');
    await expectMounted(game, 'games');
    await game
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await betInDemoVendor(game);
    await expect.poll(() => amountOf(grand), { timeout: 25_000 }).toBeGreaterThan(before);
    expect(await notReloaded(page), 'the jackpot page was not reloaded').toBe(true);

    // Back home in the app (no new document): the ticker follows the next bet too.
    await frame.backButton(page).click();
    await expectHome(page);
    const onHome = tickerPool(page, 'Grand');
    await expect(onHome).toContainText('₱');
    const shown = await amountOf(onHome);
    await betInDemoVendor(game);
    await expect.poll(() => amountOf(onHome), { timeout: 25_000 }).toBeGreaterThan(shown);
    expect(await notReloaded(page), 'home was not reloaded').toBe(true);
    await game.close();
  });
});
