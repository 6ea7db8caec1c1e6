import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';
import { AXE_OPTIONS, headerBalance, money, wallet } from '../support/wallet';

/** player0's seeded withdrawal password (platform-api seed DEMO_PAYMENT_PASSWORD). */
const PAYMENT_PASSWORD = '123456';

test('withdraw: request → pending with the amount held → cancel gives it back', async ({ page }) => {
  // player0 has a withdrawal password and a BDO card (seed); the journey ends where it began.
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/home');
  const before = await headerBalance(page);

  await page.goto('/m/withdraw');
  await expectMounted(page, 'wallet');
  const funds = wallet(page).getByLabel('Your funds');
  await expect(funds).toContainText(money(before));
  await expect(wallet(page).getByRole('radio', { name: /BDO Unibank \*\*\*\* 4321/ })).toBeChecked();
  await expectNoAxeViolations(page, AXE_OPTIONS);

  await wallet(page).getByLabel('Amount').fill('250');
  await wallet(page).getByLabel('Withdrawal password').fill('000000');
  await wallet(page).getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Wrong withdrawal password.')).toBeVisible();
  await expect(funds).toContainText(money(before));

  await wallet(page).getByLabel('Withdrawal password').fill(PAYMENT_PASSWORD);
  await wallet(page).getByRole('button', { name: 'Request withdrawal' }).click();
  const requested = wallet(page).getByText(/Withdrawal W[0-9A-Z]+ is pending/);
  await expect(requested).toBeVisible();
  const orderNo = /W[0-9A-Z]+/.exec((await requested.textContent()) ?? '')?.[0] ?? '';
  // Held: gone from the available amount at once.
  await expect(funds).toContainText(money(before - 250));
  await expect(funds).toContainText('250.00');
  const item = wallet(page)
    .getByRole('list', { name: 'Withdrawal history' })
    .getByRole('listitem')
    .filter({ hasText: orderNo });
  await expect(item).toContainText('Pending');
  await expectNoAxeViolations(page, AXE_OPTIONS);

  await item.getByRole('button', { name: `Cancel withdrawal ${orderNo}` }).click();
  await expect(item).toContainText('Cancelled');
  await expect(funds).toContainText(money(before));
  await frame.tabBar(page).getByRole('link', { name: /^Home/ }).click();
  await expect(frame.homeHeader(page)).toContainText(money(before));
});

test('the withdrawal password flows are reachable from the security centre', async ({ page }) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/securityCenter');
  await expectMounted(page, 'member');
  await page.getByRole('link', { name: /Withdrawal password/ }).click();
  await expect(page).toHaveURL(/\/m\/withdraw\?view=password$/);
  await expectMounted(page, 'wallet');
  await expect(wallet(page).getByRole('heading', { name: 'Change withdrawal password' })).toBeVisible();
  await wallet(page).getByRole('button', { name: 'Forgot your withdrawal password?' }).click();
  await expect(wallet(page).getByRole('heading', { name: 'Reset withdrawal password' })).toBeVisible();
  await expectNoAxeViolations(page, AXE_OPTIONS);
});
