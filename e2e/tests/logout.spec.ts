import { STORAGE_KEYS } from '@mobile/shared-contracts';
import type { Page, Route } from '@playwright/test';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { type MintedSession, mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * SPEC 4 logout, one flow for every button (shell/src/session/sign-out-flow.ts): confirm -> loading ->
 * the logout call with the token -> session cleared -> /m/home. The call is held here so the journey can
 * see the session still stored and the loading shown while it is on its way.
 */

const storedSession = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.session);

/** Holds the logout call until `release` is called; `seen` resolves with its method when it goes out. */
async function holdLogout(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: (method: string) => void = () => undefined;
  const seen = new Promise<string>((resolve) => {
    sent = resolve;
  });
  await page.route('**/wps/session/logout', async (route: Route) => {
    sent(route.request().method());
    await released;
    await route.continue();
  });
  return { seen, release };
}

async function expectSignedOutOnServer(page: Page, session: MintedSession) {
  const info = await page.request.get('/wps/member/info', {
    headers: { authorization: `Bearer ${session.token}`, 'x-merchant-code': session.merchantCode },
  });
  expect(info.status()).toBe(401);
}

async function confirmSignOut(page: Page, cancelFirst: () => Promise<void>) {
  const confirm = page.getByRole('alertdialog', { name: 'Sign out' });
  await expect(confirm).toContainText('Do you want to sign out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await cancelFirst();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
}

test('sign out from the drawer: confirm, loading, the server call while the session is still stored, then home', async ({
  page,
}) => {
  const session = await mintSession('player1');
  await storeSession(page, session);
  await page.goto('/m/home');
  const { seen, release } = await holdLogout(page);
  let logoutsAfterCancel = 0;
  page.on('request', (r) => {
    if (r.url().includes('/wps/session/logout')) logoutsAfterCancel += 1;
  });

  await frame.menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await confirmSignOut(page, async () => {
    expect(logoutsAfterCancel).toBe(0);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Sign out' }).click();
  });

  expect(await seen).toBe('DELETE');
  // The call is on its way: loading is shown and the session is still there for it.
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();

  release();
  await expect(frame.homeHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  expect(await storedSession(page)).toBeNull();
  await expectSignedOutOnServer(page, session);
});

test('log out from settings runs the same flow and lands on home', async ({ page }) => {
  const session = await mintSession('player1');
  await storeSession(page, session);
  await page.goto('/m/set');
  await expectMounted(page, 'member');
  const { seen, release } = await holdLogout(page);
  const logOut = remoteArea(page, 'member').getByRole('button', { name: 'Log out' });

  await logOut.click();
  await confirmSignOut(page, () => logOut.click());

  expect(await seen).toBe('DELETE');
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  expect(await storedSession(page)).not.toBeNull();
  await expect(page).toHaveURL(/\/m\/set$/);

  release();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(frame.homeHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
  await expectSignedOutOnServer(page, session);
});

test('a logout call that fails still signs out on this device and says the server did not confirm it', async ({
  page,
}) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/home');
  await page.route('**/wps/session/logout', (route) => route.abort('internetdisconnected'));

  await frame.menuButton(page).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();

  await expect(page.getByRole('alert').filter({ hasText: 'Signed out on this device.' })).toBeVisible();
  await expect(frame.homeHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedSession(page)).toBeNull();
});
