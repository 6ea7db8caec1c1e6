import type { Page } from '@playwright/test';
import { latestCode } from '../support/account-api';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');

test('a player changes the e-mail: login password, then the code sent to the new address', async ({
  page,
  request,
}) => {
  // A fresh address each run; no other journey reads player1's e-mail.
  const address = `player1.${Date.now().toString(36)}@example.com`;
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/securityCenter');
  await expectMounted(page, 'member');
  await member(page)
    .getByRole('button', { name: /^(Change|Set up) E-mail$/ })
    .click();
  const form = member(page).getByRole('form', { name: 'Change E-mail' });
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText('Enter your login password.')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('New e-mail').fill(address);
  await form.getByLabel('Login password', { exact: true }).fill('Demo1234');
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByText(`We sent a 6-digit code to ${address}. Enter it to confirm.`)).toBeVisible();
  await form.getByLabel('Verification code').fill(await latestCode(request, address));
  await form.getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByText('Your e-mail was changed.')).toBeVisible();
  const masked = `p${'*'.repeat(address.indexOf('@') - 2)}${address[address.indexOf('@') - 1]}@example.com`;
  await expect(member(page).getByRole('list', { name: 'Security centre' })).toContainText(masked);
});
