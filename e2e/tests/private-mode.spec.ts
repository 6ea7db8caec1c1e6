import type { Page } from '@playwright/test';
import { captchaAnswer, nextCaptchaId } from '../support/demo-codes';
import { expectMounted, frame } from '../support/frame';
import { expect, test } from '../support/test';

/**
 * SPEC 8 private-mode detection (decision 0233): where the browser refuses site storage, the site says it
 * cannot determine the browser, and a session kept in memory still signs the player in for this tab.
 */

/** Site data blocked: reading either storage throws, as Chromium does when the site may not store data. */
async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
}

async function logIn(page: Page, username: string) {
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  const answer = page.waitForResponse((r) => r.url().includes('/wps/session/login'));
  const captchaId = nextCaptchaId(page).catch(() => null);
  await submit.click();
  const body = (await (await answer).json()) as { success: boolean };
  if (body.success) return;
  await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, await captchaId));
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await submit.click();
}

test('private mode: storage unavailable, the cannot-determine-the-browser message and a working session in memory', async ({
  page,
}) => {
  await blockStorage(page);
  await page.goto('/m/login');
  await expect(page.getByRole('alert')).toContainText('Cannot determine the browser');
  await expectMounted(page, 'member');

  await logIn(page, 'player1');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(frame.homeHeader(page).getByText('Maria')).toBeVisible();
  // The session lives in the storage held in memory, for this tab.
  const stored = await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ userName: 'player1' });

  // Signed in: home offers no login link any more.
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
});
