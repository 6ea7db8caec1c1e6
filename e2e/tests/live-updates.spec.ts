import type { MerchantManifest } from '@mobile/shared-contracts';
import type { Page } from '@playwright/test';
import { gameFrame, reelsWon, SLOT_OUTCOME } from '../support/demo-slot';
import { expectHome, expectMounted, remoteArea } from '../support/frame';
import { useMerchant } from '../support/merchant';
import { manifest, operator, operatorTimed, setStatus } from '../support/operator';
import { FRESH_PASSWORD, registerFreshMember } from '../support/register';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';
import { headerBalance, money } from '../support/wallet';

/**
 * Issue 32's journeys: what changes on the server reaches a page that is already open, through its event
 * stream, without a reload. Each page gets a marker on its window once it has loaded; a reload (or any
 * new document) would lose it.
 */
const MARK = '__liveNoReload';
const mark = (page: Page) => page.evaluate((name) => Object.assign(window, { [name]: true }), MARK);
const marked = (page: Page) =>
  page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] === true, MARK);
async function expectNotReloaded(page: Page) {
  expect(await marked(page), 'the page was not reloaded').toBe(true);
}

test.describe('live updates on an open page (issue 32)', () => {
  // Each operator call is a Node process on a busy 2-core machine: allow for them.
  test.describe.configure({ timeout: 90_000 });

  test('a win inside the demo vendor frame moves the header balance of the open home page', async ({
    page,
    context,
  }) => {
    await storeSession(page, await mintSession('player0'));
    await page.goto('/m/home');
    await expectHome(page);
    await headerBalance(page);
    await mark(page);
    // The header must move by the stream, not by a read of its own (a focus, a timer, a refetch).
    const walletReads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/wallets/gcs')) walletReads.push(r.url());
    });

    // The same player plays in another tab of the browser, in the demo vendor's frame.
    const game = await context.newPage();
    await game.goto('/m/gameList?gameType=RNG');
    await expectMounted(game, 'games');
    await game
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    const vendor = gameFrame(game);
    const bet = vendor.getByRole('button', { name: 'Bet 10' });
    const balance = vendor.locator('.balance strong');
    const outcome = vendor.getByText(SLOT_OUTCOME);
    const header = page.locator('header.home-header');
    await expect(balance).toHaveText(/\d\.\d\d/);
    // 45 % of the demo slot's bets win: 25 bets without one happen once in 3 million runs. Every bet moves
    // the balance (down 10 lost, up 10 won: twice the stake back), and the open page's header follows each.
    let won = false;
    for (let round = 0; round < 25 && !won; round++) {
      const shown = (await balance.textContent()) ?? '';
      await bet.click();
      await expect(balance).not.toHaveText(shown);
      await expect(outcome).toBeVisible();
      won = reelsWon(await outcome.textContent());
      const now = Number(((await balance.textContent()) ?? '').replace(/[^\d.]/g, ''));
      await expect(header).toContainText(money(now), { timeout: 5_000 });
    }
    expect(won, 'a win in 25 bets').toBe(true);
    await expectNotReloaded(page);
    expect(walletReads, 'the open page read no balance of its own').toEqual([]);
    await game.close();
  });

  test("an operator's chat reply appears in the open chat within a second", async ({ page }, testInfo) => {
    await storeSession(page, await mintSession('player0'));
    await page.goto('/m/message');
    await expectMounted(page, 'member');
    // The chat page's own stream is open before the reply is sent.
    const streamed = page.waitForResponse((r) => r.url().includes('/wps/chat/stream') && r.ok());
    await remoteArea(page, 'member')
      .getByRole('button', { name: /^Live chat/ })
      .click();
    await expect(page).toHaveURL(/\/wps\/chat\/room\?ticket=/);
    const lines = page.getByRole('list', { name: 'Live chat' });
    await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    await streamed;
    await mark(page);

    const text = `Live answer ${Date.now()}`;
    // The moment the reply's text is in the page, by the page's clock (the same machine's as this test's).
    await page.evaluate((wanted) => {
      const found = () => document.body.textContent?.includes(wanted) ?? false;
      new MutationObserver((_changes, observer) => {
        if (!found()) return;
        Object.assign(window, { __replySeenAt: Date.now() });
        observer.disconnect();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, text);
    const { returnedAt } = await operatorTimed(
      'chat',
      '--merchant',
      'demo',
      '--user',
      'player0',
      '--reply',
      text,
    );
    await expect(lines.getByText(text)).toBeVisible({ timeout: 5_000 });
    const seenAt = await page.evaluate(() => (window as unknown as { __replySeenAt?: number }).__replySeenAt);
    expect(seenAt).toBeDefined();
    const latency = (seenAt ?? 0) - returnedAt;
    testInfo.annotations.push({ type: 'chat reply latency (ms)', description: String(latency) });
    console.log(`chat reply: operator command returned → visible in the page in ${latency} ms`);
    expect(latency).toBeLessThan(1_000);
    await expectNotReloaded(page);
  });

  test("an operator's maintenance switch shows the status gate on an open page", async ({ page }) => {
    try {
      await storeSession(page, await mintSession('player0'));
      await page.goto('/m/home');
      await expectHome(page);
      await mark(page);

      expect(await setStatus('demo', true, false)).toMatchObject({ maintenance: true });
      const gate = page.getByRole('main');
      await expect(gate).toHaveAttribute('data-status', '1', { timeout: 5_000 });
      await expect(page.getByRole('heading', { name: 'Maintenance' })).toBeVisible();
      await expect(gate).toContainText('The site is under maintenance.');
      await expect(page.locator('header')).toHaveCount(0);
      await expectNotReloaded(page);
    } finally {
      expect(await setStatus('demo', false, false)).toMatchObject({ maintenance: false });
    }
  });

  test('a password change in another browser logs the open page out, to login with the way back', async ({
    page,
    browser,
  }) => {
    const username = await registerFreshMember(page, 'lv');
    await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
    await page.goto('/m/transaction/record');
    await expect(page.getByRole('region', { name: 'Account record' })).toBeVisible();
    await mark(page);

    // Another device of the same member changes the password (its own session stays).
    const other = await browser.newContext();
    try {
      const elsewhere = await other.newPage();
      await storeSession(elsewhere, await mintSession(username));
      await elsewhere.goto('/m/changePsw');
      await expectMounted(elsewhere, 'member');
      const field = (label: string) => remoteArea(elsewhere, 'member').getByLabel(label, { exact: true });
      await field('Old password').fill(FRESH_PASSWORD);
      await field('New password').fill('Changed456');
      await field('Confirm new password').fill('Changed456');

      // The toast shows for 1.5 s: its wait starts before the change.
      const told = page
        .getByRole('alert')
        .filter({ hasText: 'Account logged out, please log in again.' })
        .waitFor({ state: 'visible', timeout: 15_000 });
      await remoteArea(elsewhere, 'member').getByRole('button', { name: 'Confirm', exact: true }).click();
      await expect(elsewhere.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
      await told;
    } finally {
      await other.close();
    }
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ftransaction%2Frecord$/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expectNotReloaded(page);
    expect(await page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
});

test.describe('a new version of the site (issue 32)', () => {
  test.describe.configure({ timeout: 90_000 });
  let seeded: MerchantManifest;
  test.beforeEach(async () => {
    seeded = await manifest('lite');
  });
  test.afterEach(async () => {
    const { entry, version } = seeded.remotes.games;
    await operator('remote', '--merchant', 'lite', '--name', 'games', '--url', entry, '--version', version);
    expect(await manifest('lite')).toEqual(seeded);
  });

  test('an operator repoints a remote: the open page offers a reload, which loads the new entry', async ({
    page,
  }) => {
    await useMerchant(page, 'lite');
    await page.goto('/m/home');
    await expectHome(page);
    await mark(page);

    const entry = `${seeded.remotes.games.entry}?build=e2e-live`;
    await operator(
      'remote',
      ...['--merchant', 'lite', '--name', 'games', '--url', entry, '--version', '1.2.0-e2e'],
    );
    const notice = page.getByRole('region', { name: /A new version of the site is ready/ });
    await expect(notice).toBeVisible({ timeout: 5_000 });
    await expectNotReloaded(page);

    // Later puts it away without reloading; the next change offers it again.
    await notice.getByRole('button', { name: 'Later' }).click();
    await expect(notice).toHaveCount(0);
    await expectNotReloaded(page);
    await operator(
      'remote',
      ...['--merchant', 'lite', '--name', 'games', '--url', entry, '--version', '1.2.1-e2e'],
    );
    await expect(notice).toBeVisible({ timeout: 5_000 });

    const fetched = page.waitForRequest((r) => r.url() === entry);
    await notice.getByRole('button', { name: 'Reload' }).click();
    await fetched;
    await expectHome(page);
    expect(await marked(page), 'the page reloaded').toBe(false);
  });
});
