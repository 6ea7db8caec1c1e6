import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, expectMounted, frame } from '../support/frame';

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
