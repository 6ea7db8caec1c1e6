import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { FRESH_PASSWORD, registerFreshMember } from '../support/register';
import { mintSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';
import { addVirtualAuthenticator } from '../support/virtual-authenticator';

/**
 * Passkeys in Debian's Chromium with a virtual authenticator (CDP WebAuthn domain). WebAuthn refuses IP
 * addresses, so this journey opens the test site by host name: `localhost`, the demo merchant's host and
 * so the relying party id (platform-api/src/passkeys/relying-party.ts).
 */
test.use({ baseURL: SITE.namedOrigin });

const member = (page: Page) => remoteArea(page, 'member');
const storedUser = (page: Page) =>
  page.evaluate(() => {
    const info = window.localStorage.getItem('MC_SESSION_INFO');
    return info ? (JSON.parse(info) as { userName: string }).userName : null;
  });

async function signOut(page: Page) {
  await page.goto('/m/home');
  await frame.menuButton(page).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(frame.homeHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedUser(page)).toBeNull();
}

async function openLogin(page: Page) {
  await page.goto('/m/login');
  await expectMounted(page, 'member');
  await expect(member(page).getByLabel('Username')).toBeVisible();
}

/** The `mediation` of every WebAuthn request the page makes: `conditional` is the autofill's. */
async function recordMediations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __mediations: string[] }).__mediations = seen;
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options) => {
      seen.push(options?.mediation ?? 'optional');
      return get(options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __mediations: string[] }).__mediations);
}

/** Counts the passkey login calls the page makes (each one a ceremony answered by the authenticator). */
function countPasskeyLogins(page: Page) {
  const seen = { logins: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/wps/session/passkey/login') seen.logins += 1;
  });
  return seen;
}

async function openPasskeys(page: Page) {
  await page.goto('/m/securityCenter');
  await expectMounted(page, 'member');
  const card = member(page).getByRole('region', { name: 'Passkeys' });
  await expect(card).toBeVisible();
  return card;
}

test('a passkey added in the security centre signs in from the autofill and the button, and not once removed', async ({
  page,
}) => {
  test.slow(); // two registrations' worth of pages, six axe runs: over 45 s on a busy machine
  const authenticator = await addVirtualAuthenticator(page);
  const mediations = await recordMediations(page);
  const calls = countPasskeyLogins(page);
  const username = await registerFreshMember(page, 'pk');
  await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
  // The offer after registration can be skipped: nothing is asked of the authenticator.
  const offer = member(page).getByRole('region', { name: 'Sign in faster next time' });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Skip the passkey' }).click();
  await expect(offer).toHaveCount(0);
  expect(await authenticator.credentials()).toHaveLength(0);

  let card = await openPasskeys(page);
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(card.getByText('Give the passkey a name of 1 to 40 characters.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Passkey name' }).fill('Work phone');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  const list = card.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Work phone' })).toBeVisible();
  await expect(card.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('');
  const [held] = await authenticator.credentials();
  expect(held?.rpId).toBe('localhost');
  expect(held?.isResidentCredential).toBe(true);
  await expectNoAxeViolations(page);

  // From the autofill: the login page's conditional request. Chromium's virtual environment has no
  // suggestion list to pick from: the authenticator answers it as the page loads, nothing tapped.
  await signOut(page);
  await page.goto('/m/login');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedUser(page)).toBe(username);
  expect(await mediations()).toEqual(['conditional']);
  expect(calls.logins).toBe(1);

  // From the button: here the autofill request cannot start (its options call is refused, which the page
  // keeps quiet), so the button's request is the only one.
  await signOut(page);
  await page.route(
    '**/wps/session/passkey/options',
    (route) =>
      route.fulfill({
        status: 429,
        json: { success: false, code: 'RATE_LIMITED', message: null, value: null },
      }),
    { times: 1 },
  );
  await openLogin(page);
  const button = member(page).getByRole('button', { name: 'Sign in with a passkey' });
  await expect(button).toBeEnabled();
  await expect(member(page).getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await button.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedUser(page)).toBe(username);
  expect(await mediations()).toEqual(['optional']);
  expect(calls.logins).toBe(2);

  // The list says when it was last used; removing it asks for the login password.
  card = await openPasskeys(page);
  const row = list.getByRole('listitem').filter({ hasText: 'Work phone' });
  await expect(row).toContainText('last used');
  await card.getByRole('button', { name: 'Remove passkey Work phone' }).click();
  const removal = card.getByRole('form', { name: 'Remove passkey Work phone' });
  await removal.getByRole('button', { name: 'Remove Work phone' }).click();
  await expect(removal.getByText('Enter your login password.')).toBeVisible();
  await removal.getByLabel('Login password', { exact: true }).fill('Wrong9999');
  await removal.getByRole('button', { name: 'Remove Work phone' }).click();
  await expect(removal.getByText('The login password is wrong.')).toBeVisible();
  await expect(removal.getByLabel('Login password', { exact: true })).toHaveValue('Wrong9999');
  await expectNoAxeViolations(page);
  await removal.getByLabel('Login password', { exact: true }).fill(FRESH_PASSWORD);
  await removal.getByRole('button', { name: 'Remove Work phone' }).click();
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();

  // The authenticator still holds it, the site no longer takes it: neither from the autofill nor the button.
  expect(await authenticator.credentials()).toHaveLength(1);
  await signOut(page);
  await openLogin(page);
  const refused = member(page).getByRole('alert').filter({ hasText: 'This passkey was not accepted.' });
  await expect(refused).toBeVisible();
  await member(page).getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(refused).toBeVisible();
  await expect.poll(() => calls.logins).toBe(4);
  await expect(page).toHaveURL(/\/m\/login/);
  expect(await storedUser(page)).toBeNull();
  await expectNoAxeViolations(page);
});

test('registration offers a passkey at once, and the new member signs in with it', async ({ page }) => {
  test.slow(); // a registration, three axe runs and a login: over 45 s on a busy machine
  const authenticator = await addVirtualAuthenticator(page);
  const username = await registerFreshMember(page, 'po');
  await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
  const offer = member(page).getByRole('region', { name: 'Sign in faster next time' });
  await expect(offer.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('My phone');
  await expectNoAxeViolations(page);
  await offer.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(offer.getByRole('status')).toHaveText(
    'Your passkey is ready: next time, choose it on the login page.',
  );
  await expectNoAxeViolations(page);
  expect(await authenticator.credentials()).toHaveLength(1);
  // The limits offer is still there and goes on to home.
  await member(page).getByRole('button', { name: 'Not now', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  const card = await openPasskeys(page);
  await expect(card.getByRole('list', { name: 'Your passkeys' }).getByText('My phone')).toBeVisible();
  // The login page's autofill request signs the new member in (the authenticator answers it at once).
  await signOut(page);
  await page.goto('/m/login');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedUser(page)).toBe(username);
});

/** The demo merchant's Google setting (the local OpenID provider), its callback moved to `origin`. */
async function googleCallbackOn(origin: string, on: boolean) {
  const current = await operator<{
    providers: Record<string, { issuer: string; clientId: string; secretEnv: string }>;
  }>('social', '--merchant', 'demo', '--provider', 'google');
  const google = current.providers.google;
  if (!google) throw new Error('the demo merchant has no Google setting');
  await operator(
    'social',
    '--merchant',
    'demo',
    '--provider',
    'google',
    '--issuer',
    google.issuer,
    '--client-id',
    google.clientId,
    '--secret-env',
    google.secretEnv,
    '--redirect-uri',
    `${origin}/m/social/callback`,
    '--switch',
    on ? 'on' : 'off',
  );
}

test.describe('linking a provider', () => {
  test.beforeEach(() => googleCallbackOn(SITE.namedOrigin, true));
  test.afterEach(() => googleCallbackOn(SITE.origin, false));

  test('the matched account is linked with its passkey instead of the password', async ({ page }) => {
    test.slow(); // a passkey added, a provider round trip, the link undone: over 45 s on a busy machine
    await addVirtualAuthenticator(page);
    // player1 (whom the provider's player1 matches by e-mail) adds a passkey.
    const session = await mintSession('player1');
    // Stored once, before the first page's scripts (as a logged-in browser has it), never again after.
    await page.addInitScript((info) => {
      if (window.top !== window || sessionStorage.getItem('pk-session-stored')) return;
      sessionStorage.setItem('pk-session-stored', '1');
      localStorage.setItem('MC_SESSION_INFO', JSON.stringify(info));
    }, session);
    let card = await openPasskeys(page);
    await card.getByRole('textbox', { name: 'Passkey name' }).fill('Link key');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(card.getByRole('list', { name: 'Your passkeys' }).getByText('Link key')).toBeVisible();
    await signOut(page);

    // The login page's autofill would sign player1 straight in: here it cannot start, Google is tapped.
    await page.route(
      '**/wps/session/passkey/options',
      (route) =>
        route.fulfill({
          status: 429,
          json: { success: false, code: 'RATE_LIMITED', message: null, value: null },
        }),
      { times: 1 },
    );
    await openLogin(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Login').fill('player1');
    await page.getByLabel('Password').fill('player1-pass');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use a passkey instead' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect.poll(() => storedUser(page)).toBe('player1');

    // Put back: Google unlinked and the passkey removed, each with the password.
    await page.goto('/m/securityCenter');
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await linked.getByRole('button', { name: 'Unlink Google' }).click();
    await linked.getByLabel('Password', { exact: true }).fill('Demo1234');
    await linked.getByRole('button', { name: 'Unlink', exact: true }).click();
    await expect(linked.getByText('Google is no longer linked.')).toBeVisible();
    card = member(page).getByRole('region', { name: 'Passkeys' });
    await card.getByRole('button', { name: 'Remove passkey Link key' }).click();
    const removal = card.getByRole('form', { name: 'Remove passkey Link key' });
    await removal.getByLabel('Login password', { exact: true }).fill('Demo1234');
    await removal.getByRole('button', { name: 'Remove Link key' }).click();
    await expect(card.getByText('Link key')).toHaveCount(0);
  });
});
