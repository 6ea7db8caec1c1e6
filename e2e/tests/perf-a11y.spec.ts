import { expectNoAxeViolations } from '../support/axe';
import { expectHome, expectMounted, frame } from '../support/frame';
import { expect, test } from '../support/test';

// Issue 11: axe-core (WCAG 2.2 AA) finds nothing on the three pages a new player sees first.

test('home has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto('/m/home');
  await expectHome(page);
  await expectMounted(page, 'games');
  await expectNoAxeViolations(page);
});

test('login has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto('/m/login');
  await expectMounted(page, 'member');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the game list has no WCAG 2.2 AA violation', async ({ page }) => {
  await page.goto('/m/gameList?gameType=RNG');
  await expectMounted(page, 'games');
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await expect(frame.backButton(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

// Issue 34: a deep link's frame drawn in the HTML is what a player sees before the JavaScript has run.
test('a deep link drawn before any JavaScript has no WCAG 2.2 AA violation', async ({ page }) => {
  // The shell's scripts never arrive: the page stays as the server drew it.
  await page.route(/\/m\/.*\.js$/, (route) => route.abort());
  for (const link of ['/m/activity', '/m/gameList?gameType=RNG']) {
    await page.goto(link);
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(frame.pageTitle(page)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});
