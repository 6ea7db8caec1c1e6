import { FRAME_COOKIES, type MerchantManifest } from '@mobile/shared-contracts';
import type { Page } from '@playwright/test';
import { expectHome, expectMounted, frame, remoteArea } from '../support/frame';
import { useMerchant } from '../support/merchant';
import { manifest, operator, setRemoteEnabled } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { REMOTE_PORTS, SITE } from '../support/site';
import { expect, test } from '../support/test';

const WALLET_ORIGIN = `http://127.0.0.1:${REMOTE_PORTS.wallet}/`;
const AGENT_ORIGIN = `http://127.0.0.1:${REMOTE_PORTS.agent}/`;

async function openDrawer(page: Page) {
  await frame.menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('remotes switched per merchant by the operator', () => {
  // Each operator call is a Node process on a busy 2-core machine: allow for them.
  test.describe.configure({ timeout: 90_000 });
  let seeded: MerchantManifest;
  test.beforeEach(async () => {
    seeded = await manifest('lite');
  });
  test.afterEach(async () => {
    // Back to lite as seeded: games and member only, at their usual addresses.
    await setRemoteEnabled('lite', 'wallet', seeded.remotes.wallet.enabled);
    const { entry, version } = seeded.remotes.games;
    await operator('remote', '--merchant', 'lite', '--name', 'games', '--url', entry, '--version', version);
    expect(await manifest('lite')).toEqual(seeded);
  });

  test('lite: wallet and agent routes fall back to home and their entries are absent', async ({ page }) => {
    expect(seeded.remotes.wallet.enabled).toBe(false);
    expect(seeded.remotes.agent.enabled).toBe(false);
    const disabledRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(WALLET_ORIGIN) || r.url().startsWith(AGENT_ORIGIN))
        disabledRequests.push(r.url());
    });
    await useMerchant(page, 'lite');
    // The hint the shell keeps of the override (a browser that has used it): the server resolves the
    // merchant from it, as from a merchant's own host, and preloads nothing of lite's disabled remotes
    // (decision 0461). Without it the server sees the host's merchant (demo), whose wallet is on.
    await page.context().addCookies([{ name: FRAME_COOKIES.merchant, value: 'lite', url: SITE.origin }]);
    await storeSession(page, await mintSession('agent41', 'lite'));

    await page.goto('/m/transaction/record?types=A');
    await expectHome(page);
    await page.goto('/m/agent');
    await expectHome(page);
    expect(disabledRequests, 'nothing of a disabled remote is fetched').toEqual([]);

    // DESIGN: a disabled remote's routes *and menu entries* disappear (account record is wallet's).
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: 'VIP' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Account record' })).toHaveCount(0);
  });

  test('the same entry is there for demo, where wallet is on', async ({ page }) => {
    await storeSession(page, await mintSession('agent41', 'demo'));
    await page.goto('/m/home');
    await expectHome(page);
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('button', { name: 'Account record' })).toBeVisible();
  });

  test('switching wallet on for lite applies on the next page load, and off again', async ({ page }) => {
    await useMerchant(page, 'lite');
    await storeSession(page, await mintSession('player1', 'lite'));
    await page.goto('/m/transaction/record');
    await expectHome(page);

    const on = await setRemoteEnabled('lite', 'wallet', true);
    expect(on.remotes.wallet.enabled).toBe(true);
    expect((await manifest('lite')).remotes.wallet.enabled).toBe(true);
    await page.goto('/m/transaction/record');
    await expect(page).toHaveURL(/\/m\/transaction\/record$/);
    await expectMounted(page, 'wallet');
    await expect(page.getByRole('region', { name: 'Account record' })).toBeVisible();

    const off = await setRemoteEnabled('lite', 'wallet', false);
    expect(off.remotes.wallet.enabled).toBe(false);
    await page.reload();
    await expectHome(page);
    await expect(remoteArea(page, 'wallet')).toHaveCount(0);
  });

  test('repointing a remote: the manifest shows it and the next load fetches from there', async ({
    page,
  }) => {
    // Same files under another address: only a shell that follows the manifest fetches this one.
    const entry = `${seeded.remotes.games.entry}?build=e2e-repoint`;
    const repointed = await operator<MerchantManifest>(
      'remote',
      ...['--merchant', 'lite', '--name', 'games', '--url', entry, '--version', '1.1.0-e2e'],
    );
    // The same file, so the same integrity, taken from the new address (finding 17).
    const games = { enabled: true, entry, version: '1.1.0-e2e', integrity: seeded.remotes.games.integrity };
    expect(games.integrity).toMatch(/^sha384-/);
    expect(repointed.remotes.games).toEqual(games);
    expect((await manifest('lite')).remotes.games).toEqual(games);

    await useMerchant(page, 'lite');
    const fetched = page.waitForRequest((r) => r.url() === entry);
    await page.goto('/m/home');
    await fetched;
    await expectHome(page);
  });
});
