import { expectNoAxeViolations } from '../support/axe';
import { expectMounted } from '../support/frame';
import { registerFreshMember } from '../support/register';
import { expect, test } from '../support/test';
import { AXE_OPTIONS, wallet } from '../support/wallet';

// A fresh member: a limit's removal waits 24 hours, so a seeded user's limit could not be put back.
test('a deposit limit set at registration: a larger deposit is refused with what is left, a smaller one is paid', async ({
  page,
}) => {
  await registerFreshMember(page, 'dl');
  await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
  const daily = page.getByLabel('Deposit limit per 24 hours');
  const dailyForm = page.locator('form', { has: daily });
  await daily.fill('500');
  await dailyForm.getByRole('button', { name: 'Save' }).click();
  await expect(dailyForm.getByText('In force: 500.00')).toBeVisible();

  await page.goto('/m/voucherCenter');
  await expectMounted(page, 'wallet');
  await wallet(page).getByRole('button', { name: 'Payment gateway' }).click();
  await wallet(page).getByRole('radio', { name: 'DemoPay', exact: true }).check();
  await wallet(page).getByLabel('Amount').fill('600');
  await wallet(page).getByRole('button', { name: 'Pay with DemoPay' }).click();
  const refusal = wallet(page).getByRole('alert');
  await expect(refusal).toContainText(
    'Over your deposit limit: you can deposit ₱500.00 more in these 24 hours.',
  );
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expectNoAxeViolations(page, AXE_OPTIONS);

  // Within the limit: the gateway is paid, and what is left shrinks by it.
  await wallet(page).getByLabel('Amount').fill('300');
  await expect(refusal).toHaveCount(0);
  await wallet(page).getByRole('button', { name: 'Pay with DemoPay' }).click();
  await expect(page).toHaveURL(/\/lgw\/demo-gateway\/pay\?ticket=/);
  await page.getByRole('button', { name: 'Pay 300.00' }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=D[0-9A-Z]+$/);
  await expect(wallet(page).getByRole('region', { name: 'Payment result' })).toContainText('Successful');

  await page.goto('/m/voucherCenter');
  await expectMounted(page, 'wallet');
  await wallet(page).getByRole('button', { name: 'Payment gateway' }).click();
  await wallet(page).getByRole('radio', { name: 'DemoPay', exact: true }).check();
  await wallet(page).getByLabel('Amount').fill('300');
  await wallet(page).getByRole('button', { name: 'Pay with DemoPay' }).click();
  await expect(wallet(page).getByRole('alert')).toContainText(
    'you can deposit ₱200.00 more in these 24 hours.',
  );

  // The refusal leads to the limits.
  await wallet(page).getByRole('button', { name: 'See my limits' }).click();
  await expect(page).toHaveURL(/\/m\/responsible$/);
  await expect(page.locator('form', { has: page.getByLabel('Deposit limit per 24 hours') })).toContainText(
    'In force: 500.00',
  );
});
