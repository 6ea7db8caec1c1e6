import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const gameFrame = (page: Page) => page.frameLocator('iframe[title="Game"]');

test('the reality check appears over a game frame every 30 minutes; keep playing stays, stop goes home', async ({
  page,
}) => {
  // agent40 plays in no other journey: its session and result are its own.
  const session = await mintSession('agent40');
  await storeSession(page, session);
  // Fake time from now on: the session started a moment ago on the server's clock.
  await page.clock.install({ time: new Date() });
  await page.goto('/m/gameList?gameType=RNG');
  await expectMounted(page, 'games');
  const tile = page.getByRole('button', { name: /^Play / }).first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await tile.click();
  await expect(page).toHaveURL(/\/m\/gameFrame\?/);
  await expect(gameFrame(page).getByRole('heading', { name })).toBeVisible();

  const check = page.getByRole('alertdialog', { name: 'Reality check' });
  await page.clock.fastForward('29:00');
  await expect(check).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(check).toBeVisible();
  await expect(check).toContainText(/You have played for 30 minutes this session\./);
  await expect(check).toContainText(/Net result this session: [+-]?[\d,]+\.\d\d/);
  await expect(check.getByRole('link', { name: 'See my account record' })).toBeVisible();
  await expectNoAxeViolations(page, { exclude: ['iframe'] });

  await check.getByRole('button', { name: 'Keep playing' }).click();
  await expect(check).toHaveCount(0);
  await expect(gameFrame(page).getByRole('heading', { name })).toBeVisible();

  await page.clock.fastForward('30:00');
  await expect(check).toContainText(/played for 60 minutes/);
  await check.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.locator('iframe[title="Game"]')).toHaveCount(0);
});
