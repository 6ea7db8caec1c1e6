import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { captchaAnswer, nextCaptchaId } from '../support/demo-codes';
import { expectMounted, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');

test('the invite page shows a code whose link registers a friend, who then appears on the page', async ({
  browser,
  page,
}) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/inviteFriends');
  await expectMounted(page, 'member');
  await expect(member(page).getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  const code = (await member(page).locator('.member-invite__code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-Z]{8}$/);
  const link = (await member(page).locator('.member-invite__link').textContent())?.trim() ?? '';
  expect(link).toContain(`affiliateCode=${code}`);
  const before = Number(
    /(\d+)/.exec(
      (await member(page)
        .getByRole('heading', { name: /Friends invited/ })
        .textContent()) ?? '',
    )?.[1],
  );
  await expectNoAxeViolations(page);

  // A friend opens the link in their own browser and registers: the invitation field is not asked for.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  try {
    const captchaId = nextCaptchaId(friend);
    await friend.goto(link);
    await expectMounted(friend, 'member');
    const id = `${Date.now() % 1_000_000_000}`.padStart(9, '0');
    await friend.getByLabel('Username').fill(`inv${id}`);
    await friend.getByLabel('Mobile number').fill(`96${id.slice(1)}`);
    await friend.getByLabel('Password', { exact: true }).fill('Secret123');
    await friend.getByLabel('Confirm password').fill('Secret123');
    await friend.getByLabel('Date of birth').fill('1990-05-17');
    await expect(friend.getByLabel(/invitation code/i)).toHaveCount(0);
    await friend.getByLabel('Verification code').fill(await captchaAnswer(friend.request, await captchaId));
    await friend.getByRole('button', { name: 'Register', exact: true }).click();
    // Limits are offered once after registering (issue 14); 'Not now' goes on home.
    await expect(friend).toHaveURL(/\/m\/responsible\?offer=1$/);
    await friend.getByRole('button', { name: 'Not now' }).click();
    await expect(friend).toHaveURL(/\/m\/home$/);
  } finally {
    await friendContext.close();
  }

  await page.reload();
  await expect(member(page).getByRole('heading', { name: `Friends invited: ${before + 1}` })).toBeVisible();
  await expect(
    member(page)
      .getByText(/^in\*+\d$/)
      .first(),
  ).toBeVisible();
});

test('app download shows both guides with the site links', async ({ page }) => {
  await page.goto('/m/app');
  await expectMounted(page, 'member');
  await expect(member(page).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
    'href',
    /app\.apk$/,
  );
  await expect(member(page).getByRole('link', { name: 'Install for iPhone' })).toHaveAttribute(
    'href',
    /app\.ipa$/,
  );
  await expect(member(page).getByText('Requires iOS 12.4 or later.')).toBeVisible();
  await expectNoAxeViolations(page);
});
