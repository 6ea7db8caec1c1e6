import { type Envelope, formatBalance, type WalletSummary } from '@mobile/shared-contracts';
import type { Page } from '@playwright/test';
import { apiLogin, captchaAnswer, latestCode } from '../support/account-api';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');
const field = (page: Page, label: string | RegExp) => member(page).getByLabel(label, { exact: true });

test('a player changes the password: the old one stops working, the new one logs in', async ({
  page,
  request,
}) => {
  // pwchange exists for this journey only (seed ACCOUNT_TEST_USERS), so no other journey is affected.
  await storeSession(page, await mintSession('pwchange'));
  await page.goto('/m/changePsw');
  await expectMounted(page, 'member');
  await expect(field(page, 'Username')).toHaveValue('pwchange');

  await field(page, 'Old password').fill('Demo1234');
  await field(page, 'New password').fill('Demo1234');
  await field(page, 'Confirm new password').fill('Demo1234');
  const changes: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/member/password') && r.method() === 'POST') changes.push(r.url());
  });
  await member(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('cannot be the same');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  expect(changes).toHaveLength(0);

  await field(page, 'New password').fill('Changed123');
  await field(page, 'Confirm new password').fill('Changed123');
  await member(page).getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(changes).toHaveLength(1);

  expect((await apiLogin(request, 'pwchange', 'Demo1234')).success).toBe(false);
  const login = await apiLogin(request, 'pwchange', 'Changed123');
  expect(login.success).toBe(true);
  expect(login.value.token).toBeTruthy();
});

test('forgot password by e-mail: code from the outbox, new password works', async ({ page, request }) => {
  // The SMS tab shows first with its own captcha: let it arrive, so the one read below is the e-mail tab's.
  const smsCaptcha = page.waitForResponse((r) => r.url().includes('/wps/captcha'));
  await page.goto('/m/forget');
  await expectMounted(page, 'member');
  await smsCaptcha;
  // The dialling-code options are named by their visible text first (label-content-name-mismatch).
  await expect(member(page).getByRole('option', { name: /^\+63 PH, / })).toBeAttached();
  await expectNoAxeViolations(page);
  const captcha = page.waitForResponse((r) => r.url().includes('/wps/captcha'));
  await member(page).getByRole('tab', { name: 'By e-mail' }).click();
  const { value } = (await (await captcha).json()) as Envelope<{ captchaId: string }>;

  await expect(field(page, 'Username')).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, 'Username').fill('pwreset');
  await field(page, 'E-mail').fill('pwreset@example.com');
  await field(page, 'Verification code').fill(await captchaAnswer(request, value.captchaId));
  await member(page).getByRole('button', { name: 'Send code' }).click();
  await expect(member(page).getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();

  await field(page, 'Code received').fill(await latestCode(request, 'pwreset@example.com'));
  await field(page, 'New password').fill('Reset4567');
  await field(page, 'Confirm new password').fill('Reset4567');
  await member(page).getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect((await apiLogin(request, 'pwreset', 'Reset4567')).success).toBe(true);
});

test("the member centre shows the player's balance from the wallet", async ({ page, request }) => {
  const session = await mintSession('player0');
  const wallet = await request.get('/wps/wallets/gcs', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const { currencySymbol, sumBalance } = ((await wallet.json()) as Envelope<WalletSummary>).value;
  await storeSession(page, session);
  await page.goto('/m/member/home');
  await expectMounted(page, 'member');
  const card = member(page).getByRole('region', { name: 'Member' });
  await expect(card.getByRole('heading', { name: 'Lucky Juan' })).toBeVisible();
  await expect(card).toContainText('VIP Gold Club');
  await expect(card.getByTestId('member-centre-balance')).toHaveText(
    `${currencySymbol} ${formatBalance(sumBalance)}`,
  );
  await member(page).getByRole('link', { name: 'VIP', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(member(page).getByRole('heading', { name: 'Gold', exact: true }).first()).toBeVisible();
});

test('a free-play session opening the member centre is asked to register', async ({ page }) => {
  await storeSession(page, await mintSession('trial4'));
  await page.goto('/m/member/home');
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('Register a real account now?');
  await prompt.getByRole('button', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a guest opening the member centre is sent to login with the way back', async ({ page }) => {
  await page.goto('/m/member/home');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fmember%2Fhome$/);
});
