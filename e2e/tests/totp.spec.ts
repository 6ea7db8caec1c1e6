import { generateSync } from 'otplib';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';
import { AXE_OPTIONS, wallet } from '../support/wallet';

/** player0's seeded withdrawal password (platform-api seed DEMO_PAYMENT_PASSWORD). */
const PAYMENT_PASSWORD = '123456';

/** The authenticator app's code, `steps` periods of 30 s from now (as a phone would show it then). */
const appCode = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

// The journey turns the second step on for player0: the operator's reset puts it back for the next ones.
test.afterEach(async () => {
  await operator(
    'totp',
    '--merchant',
    'demo',
    '--member',
    'player0',
    '--reset',
    '--verified-by',
    'e2e',
    '--evidence',
    'journey clean-up: the test turned it on itself',
  ).catch(() => undefined);
});

test('authenticator app: turn on with the QR key, withdraw with a code, a wrong code refused and counted', async ({
  page,
}) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/securityCenter');
  await expectMounted(page, 'member');
  const card = remoteArea(page, 'member').getByRole('region', { name: 'Authenticator app' });
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoAxeViolations(page, AXE_OPTIONS);

  // The key for typing into the app, read off the page as a member without a camera would.
  const secret = ((await card.locator('.totp-card__key code').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = card.getByLabel('Code from the app');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(appCode(secret));
  await card.getByRole('button', { name: 'Confirm and turn on' }).click();
  const codes = card.getByRole('list', { name: 'Your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(8);
  await expectNoAxeViolations(page, AXE_OPTIONS);
  await card.getByRole('button', { name: 'I have saved them' }).click();
  await expect(card).toContainText('Recovery codes left: 8.');
  await expectNoAxeViolations(page, AXE_OPTIONS);

  await page.goto('/m/withdraw');
  await expectMounted(page, 'wallet');
  await wallet(page).getByLabel('Amount').fill('250');
  await wallet(page).getByLabel('Withdrawal password').fill(PAYMENT_PASSWORD);
  const totp = wallet(page).getByLabel('Code from your authenticator app');
  await expect(totp).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page, AXE_OPTIONS);
  // A code the app does not show now (nor one step either side): refused, and the tries left are told.
  const live = new Set([-1, 0, 1, 2].map((steps) => appCode(secret, steps)));
  const wrong = ['000000', '111111', '222222'].find((c) => !live.has(c)) ?? '333333';
  await totp.fill(wrong);
  await wallet(page).getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(wallet(page).getByRole('alert')).toContainText('That code is wrong or was already used');
  await expect(wallet(page).getByRole('alert')).toContainText('Tries left: 4.');
  await expectNoAxeViolations(page, AXE_OPTIONS);

  // The next code of the app (the one that turned it on is used): the withdrawal goes through.
  await totp.fill(appCode(secret, 1));
  await wallet(page).getByRole('button', { name: 'Request withdrawal' }).click();
  const requested = wallet(page).getByText(/Withdrawal W[0-9A-Z]+ is pending/);
  await expect(requested).toBeVisible();
  const orderNo = /W[0-9A-Z]+/.exec((await requested.textContent()) ?? '')?.[0] ?? '';
  const item = wallet(page)
    .getByRole('list', { name: 'Withdrawal history' })
    .getByRole('listitem')
    .filter({ hasText: orderNo });
  // Put back as it was: cancelling needs no code (money returns to the member).
  await item.getByRole('button', { name: `Cancel withdrawal ${orderNo}` }).click();
  await expect(item).toContainText('Cancelled');
});
