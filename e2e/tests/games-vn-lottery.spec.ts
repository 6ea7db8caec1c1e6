import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

test('a guest opens the Vietnam lottery from the lottery list: regions, open draws counting down, back', async ({
  page,
}) => {
  await page.goto('/m/lottery');
  await expectMounted(page, 'games');
  await page.getByRole('link', { name: 'Vietnam lottery' }).click();
  await expect(page).toHaveURL(/\/m\/vnGame$/);
  await expect(frame.pageTitle(page)).toHaveText('Vietnam lottery');

  const north = page.getByRole('list', { name: 'North' });
  await expect(page.getByRole('button', { name: 'North' })).toHaveAttribute('aria-pressed', 'true');
  await expect(north.getByRole('listitem').first()).toContainText(/No\. \d{8}\s*Closes in \d+:\d\d:\d\d/);
  // No recent games for a guest.
  await expect(page.getByRole('region', { name: 'Recently played' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/vn-game.png' });

  await page.getByRole('button', { name: 'South' }).click();
  await expect(page.getByRole('list', { name: 'South' }).getByRole('listitem').first()).toContainText(
    /Draw 16:15 VN time/,
  );
  await frame.backButton(page).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
});

test('a member plays a VN game in the lotto frame and finds it among the recent VN games', async ({
  page,
}) => {
  // Adds a recent game to player0's history (a history, nothing to put back; no journey counts it).
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/vnGame');
  await expectMounted(page, 'games');
  const play = page.getByRole('list', { name: 'Central' }).getByRole('button', { name: /: Tradition$/ });
  await page.getByRole('button', { name: 'Central' }).click();
  await expect(play.first()).toBeVisible();
  const name = ((await play.first().getAttribute('aria-label')) ?? '').replace(/: Tradition$/, '');

  const launched = page.waitForResponse((r) => r.url().includes('/lgw/games/mobile?') && r.ok());
  await play.first().click();
  await launched;
  await expect(page).toHaveURL(/\/m\/lottoGame\?mui=TCG_LOTTO_VN&playType=trad&gameId=\d+&prize_mode=ELOTT$/);
  await expect(page.frameLocator('iframe[title="Lottery"]').getByRole('heading', { name })).toBeVisible();

  await page.goto('/m/vnGame');
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('button').first()).toHaveAccessibleName(`Play ${name} again`);
  await page.screenshot({ path: 'test-results/vn-game-member.png' });
  await expectNoAxeViolations(page);
});
