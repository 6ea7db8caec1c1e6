import type { Page } from '@playwright/test';
import { expectMounted } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Agent menu' });

async function openAgentHome(page: Page, user: string) {
  await storeSession(page, await mintSession(user));
  await page.goto('/m/agent');
  await expectMounted(page, 'agent');
  await expect(menu(page)).toBeVisible();
}

test('an agent opens security centre and mail from the menu, and back returns to agent home', async ({
  page,
}) => {
  await openAgentHome(page, 'agent41');
  await menu(page).getByRole('link', { name: 'Security centre' }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter$/);
  await expectMounted(page, 'member');
  await page.goBack();
  await expect(menu(page)).toBeVisible();
  await menu(page).getByRole('link', { name: /^Mail/ }).click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expectMounted(page, 'member');
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/agent$/);
});

// SPEC 2: online service opens chat and is no page of its own; the shell's chat gate decides.
test('online service opens live chat for an agent of type 1', async ({ page }) => {
  await openAgentHome(page, 'player1');
  await menu(page).getByRole('button', { name: 'Online service' }).click();
  await expect(page).toHaveURL(/\/wps\/chat\/room\?ticket=/);
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
});

test('online service refuses an agent type that may not chat, staying on agent home', async ({ page }) => {
  await openAgentHome(page, 'agent41');
  await menu(page).getByRole('button', { name: 'Online service' }).click();
  await expect(page.getByText('Please log in with a real account to use this function.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/agent$/);
});
