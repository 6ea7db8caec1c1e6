import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';
import { AXE_OPTIONS, headerBalance, money, wallet } from '../support/wallet';

/** A 1×1 PNG: a real receipt image for the manual transfer. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('deposit by the payment gateway: pay on the gateway page, come back, the header balance rises', async ({
  page,
}) => {
  // player2's balance is asserted nowhere else (see launch.spec); this journey checks it relatively.
  await storeSession(page, await mintSession('player2'));
  await page.goto('/m/home');
  const before = await headerBalance(page);

  await frame
    .tabBar(page)
    .getByRole('link', { name: /^Deposit/ })
    .click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await expectMounted(page, 'wallet');
  await wallet(page).getByRole('button', { name: 'Payment gateway' }).click();
  await wallet(page).getByRole('radio', { name: 'DemoPay', exact: true }).check();
  await expectNoAxeViolations(page, AXE_OPTIONS);
  await wallet(page).getByLabel('Amount').fill('99');
  await wallet(page).getByRole('button', { name: 'Pay with DemoPay' }).click();
  await expect(wallet(page).getByRole('alert')).toHaveText('The least you can enter is ₱100.00.');

  await wallet(page).getByRole('button', { name: '300' }).click();
  await wallet(page).getByRole('button', { name: 'Pay with DemoPay' }).click();
  await expect(page).toHaveURL(/\/lgw\/demo-gateway\/pay\?ticket=/);
  await page.getByRole('button', { name: 'Pay 300.00' }).click();

  await expect(page).toHaveURL(/\/m\/voucherCenter\?order=D[0-9A-Z]+$/);
  const result = wallet(page).getByRole('region', { name: 'Payment result' });
  await expect(result).toContainText('Successful');
  await expectNoAxeViolations(page, AXE_OPTIONS);

  await frame.tabBar(page).getByRole('link', { name: /^Home/ }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(frame.homeHeader(page)).toContainText(money(before + 300));
});

test('manual transfer with a receipt: pending, approved by the operator command, then in the balance', async ({
  page,
}) => {
  // player0's balance is checked relatively here; approval adds the deposit to it for the rest of the run.
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/home');
  const before = await headerBalance(page);
  await page.goto('/m/voucherCenter');
  await expectMounted(page, 'wallet');

  await wallet(page).getByRole('button', { name: 'E-wallet' }).click();
  await wallet(page).getByRole('radio', { name: 'GCash', exact: true }).check();
  await expect(wallet(page).getByText('09170001234')).toBeVisible();
  await wallet(page).getByLabel('Amount').fill('150.25');
  await wallet(page).getByLabel('Remark (optional)').fill('Sent from my GCash app');
  const receipts = wallet(page).getByLabel('Receipt images (up to 3)');
  await receipts.setInputFiles({
    name: 'setup.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ-not-an-image'),
  });
  await expect(wallet(page).getByRole('alert')).toHaveText('setup.png is not a PNG or JPG image.');
  await receipts.setInputFiles({ name: 'gcash-slip.png', mimeType: 'image/png', buffer: PNG });
  await expect(wallet(page).getByRole('button', { name: 'Remove gcash-slip.png' })).toBeVisible();
  await expectNoAxeViolations(page, AXE_OPTIONS);
  await wallet(page).getByRole('button', { name: 'Submit deposit' }).click();

  const sent = wallet(page).getByText(/Deposit D[0-9A-Z]+ was sent/);
  await expect(sent).toBeVisible();
  const orderNo = /D[0-9A-Z]+/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  const history = wallet(page).getByRole('list', { name: 'Deposit history' });
  await expect(history.getByRole('listitem').filter({ hasText: orderNo })).toContainText('Pending');
  await expectNoAxeViolations(page, AXE_OPTIONS);

  await operator('deposit-review', '--order', orderNo, '--decision', 'approve');
  // Leaving the history and coming back asks the server again.
  await wallet(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  await wallet(page).getByRole('button', { name: 'History' }).click();
  await expect(history.getByRole('listitem').filter({ hasText: orderNo })).toContainText('Successful');
  await frame.tabBar(page).getByRole('link', { name: /^Home/ }).click();
  await expect(frame.homeHeader(page)).toContainText(money(before + 150.25));
});

test('a free-play member opening deposit or withdraw is told the free-play message and sent home', async ({
  page,
}) => {
  await storeSession(page, await mintSession('trial4'));
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/wps\/(deposit|withdraw|transaction\/withdraw)/.test(r.url())) calls.push(r.url());
  });
  for (const path of ['/m/voucherCenter', '/m/withdraw']) {
    // The page record's depositor rule refuses type 4: free_reject (2 s) from the first draw, then home.
    const refusal = page.getByText('Please log in with a real account to use this function.');
    const refused = refusal.waitFor();
    await page.goto(path);
    await refused;
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(refusal).toBeHidden();
  }
  // Home is what the player sees now; its axe pass is perf-a11y's.
  expect(calls).toEqual([]);
});
