import type { Page } from '@playwright/test';
import { gameFrame, SLOT_OUTCOME } from '../support/demo-slot';
import { expectMounted } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const WALLET = '/wps/wallets/gcs';
const money = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** First tile of the slots list: its game name, after the list has drawn. */
async function firstSlot(page: Page): Promise<string> {
  await page.goto('/m/gameList?gameType=RNG');
  await expectMounted(page, 'games');
  const tile = page.getByRole('button', { name: /^Play / }).first();
  await expect(tile).toBeVisible();
  return ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
}

test('a game launched from the list plays in its frame; closing returns to the list with the new balance', async ({
  page,
}) => {
  // player2's balance is asserted nowhere else; the bet below changes it for the rest of the run.
  await storeSession(page, await mintSession('player2'));
  const name = await firstSlot(page);

  await page.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/gameFrame\?gameType=RNG&vassalage=\w+&nodeId=\d+/);
  const vendor = gameFrame(page);
  await expect(vendor.getByRole('heading', { name })).toBeVisible();
  // Full screen: no tab bar under the frame.
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  const balance = vendor.locator('.balance strong');
  const beforeBet = money((await balance.textContent()) ?? '');
  await vendor.getByRole('button', { name: 'Bet 10' }).click();
  await expect(vendor.getByText(SLOT_OUTCOME)).toBeVisible();
  const afterBet = money((await balance.textContent()) ?? '');
  expect(afterBet).not.toBe(beforeBet);

  const refreshed = page.waitForResponse((r) => r.url().includes(WALLET) && r.request().method() === 'GET');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  const wallet = (await (await refreshed).json()) as { value: { sumBalance: number } };
  expect(wallet.value.sumBalance).toBeCloseTo(afterBet, 2);

  // The launch was recorded: the RECENT tab lists the game first.
  await page.getByRole('button', { name: 'Recent', exact: true }).click();
  await expect(page).toHaveURL(/gameType=RECENT/);
  await expect(page.getByRole('button', { name: /^Play / }).first()).toHaveAccessibleName(`Play ${name}`);
});

test('a lottery from /m/lottery opens in the lotto frame; Close without pageBack goes to /m/game, which the demo takes home', async ({
  page,
}) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/lottery');
  await expectMounted(page, 'games');
  const play = page.getByRole('button', { name: /: (Tradition|Entertainment)$/ }).first();
  await expect(play).toBeVisible();
  const game = ((await play.getAttribute('aria-label')) ?? '').replace(/: \w+$/, '');

  // The lotto frame asks the lottery launcher (SPEC 4 / 7: /lgw/games/mobile), not the generic one.
  const launched = page.waitForResponse((r) => r.url().includes('/lgw/games/mobile?') && r.ok());
  await play.click();
  expect(new URL((await launched).url()).searchParams.get('vendor')).toMatch(/^\w+$/);
  await expect(page).toHaveURL(
    /\/m\/lottoGame\?mui=\w+&playType=(trad|ent)&gameId=\d+&prize_mode=(LOTT|ELOTT)$/,
  );
  const lotto = page.frameLocator('iframe[title="Lottery"]');
  await expect(lotto.getByRole('heading', { name: game })).toBeVisible();
  await expect(page.locator('iframe[title="Lottery"]')).toHaveAttribute(
    'src',
    /merchantCode=demo&style=demo-lotto/,
  );

  // SPEC 2: closing returns to /m/home with pageBack, otherwise to /m/game; the demo merchant routes no
  // /m/game in its extra routes, so the unknown-path rule takes the player home.
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('region', { name: 'Hot games' })).toBeVisible();
});

test('a free-play session launches a free-play game through the free-play launcher', async ({ page }) => {
  await storeSession(page, await mintSession('trial4'));
  const name = await firstSlot(page);
  const launched = page.waitForResponse((r) => r.url().includes('/wps/relay/GCS_gameLaunchFB?'));
  await page.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  expect((await launched).status()).toBe(200);
  await expect(gameFrame(page).getByRole('heading', { name })).toBeVisible();
});

test('a guest launch goes to login and, once logged in, the launch link opens the game', async ({ page }) => {
  const name = await firstSlot(page);
  await page.getByRole('button', { name: `Play ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FgameFrame%3FgameType%3DRNG%26vassalage%3D/);
  const launch = decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '');

  await storeSession(page, await mintSession('player2'));
  await page.goto(launch);
  await expect(gameFrame(page).getByRole('heading', { name })).toBeVisible();
});

test('a frame URL outside the merchant frame origins is never embedded', async ({ page }) => {
  await storeSession(page, await mintSession('player1'));
  await page.route('**/wps/game/launchGame**', (route) =>
    route.fulfill({
      json: { success: true, code: 'OK', message: null, value: { url: 'https://elsewhere.example/play' } },
    }),
  );
  await page.goto('/m/gameFrame?gameType=RNG&vassalage=NOVA&nodeId=1');
  await expect(page.getByRole('region', { name: 'Game' }).getByRole('alert')).toContainText(
    'This game cannot be opened here.',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a lottery tile of the game list opens with the lottery launcher', async ({ page }) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/gameList?gameType=LOTTERY');
  await expectMounted(page, 'games');
  const tile = page.getByRole('button', { name: /^Play / }).first();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await tile.click();
  await expect(page).toHaveURL(
    /\/m\/lottoGame\?mui=\w+&playType=(trad|ent)&gameId=\d+&prize_mode=(LOTT|ELOTT)$/,
  );
  await expect(page.frameLocator('iframe[title="Lottery"]').getByRole('heading', { name })).toBeVisible();
  await page.screenshot({ path: 'test-results/lotto-frame.png' });
});
