import type { Envelope, WalletSummary } from '@mobile/shared-contracts';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/** The wallet pages in full, the shell's frame with them. */
const expectAccessible = (page: Page) => expectNoAxeViolations(page);

const wallet = (page: Page) => remoteArea(page, 'wallet');

test('a player claims an issued reward and the wallet is credited once', async ({ page, request }) => {
  // A reward of its own (operator command), so the seeded ones stay for the other players.
  const title = `E2E reward ${Date.now()}`;
  await operator('reward', '--user', 'player1', '--amount', '7.77', '--title', title);
  const session = await mintSession('player1');
  const balance = async () => {
    const response = await request.get('/wps/wallets/gcs', {
      headers: { authorization: `Bearer ${session.token}`, 'x-merchant-code': 'demo' },
    });
    return ((await response.json()) as Envelope<WalletSummary>).value.sumBalance;
  };
  const before = await balance();
  await storeSession(page, session);
  await page.goto('/m/rewardCenter');
  await expectMounted(page, 'wallet');
  await wallet(page).getByRole('button', { name: 'Issued', exact: true }).click();
  const claim = wallet(page).getByRole('button', { name: `Claim ${title}` });
  await expect(claim).toBeVisible();
  await expectAccessible(page);

  await claim.click();
  await expect(claim).toHaveCount(0);
  await wallet(page).getByRole('button', { name: 'Claimed', exact: true }).click();
  await expect(wallet(page).getByRole('listitem').filter({ hasText: title })).toContainText('Claimed');
  expect(await balance()).toBeCloseTo(before + 7.77, 2);
});

test('a player redeems a mall item with points and finds it in the history', async ({ page }) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/mall/mallHome');
  await expectMounted(page, 'wallet');
  const points = wallet(page).locator('.mall-points');
  await expect(points).not.toHaveText('–');
  const before = Number((await points.textContent())?.replace(/,/g, ''));
  await expectAccessible(page);

  await wallet(page).getByRole('button', { name: 'Redeem Bonus voucher ₱10' }).click();
  await wallet(page).getByRole('button', { name: 'Confirm: spend points on Bonus voucher ₱10' }).click();
  await expect(points).toHaveText((before - 20).toLocaleString('en-US'));

  await wallet(page).getByRole('tab', { name: 'My redemptions' }).click();
  await expect(wallet(page).getByRole('listitem').first()).toContainText('Bonus voucher ₱10');
  await expectAccessible(page);

  // The voucher became a reward to claim.
  await page.goto('/m/rewardCenter');
  await expectMounted(page, 'wallet');
  await expect(wallet(page).getByRole('button', { name: 'Claim Bonus voucher ₱10' }).first()).toBeVisible();
});
