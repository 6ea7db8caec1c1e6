import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { captchaAnswer, nextCaptchaId } from '../support/demo-codes';
import { expectMounted } from '../support/frame';
import { operator } from '../support/operator';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * Social login against the real local OpenID provider the test site starts (tools/oidc-provider, on the
 * API's port + 3; the demo merchant's Google and Facebook settings point at it).
 */
const PROVIDER = `http://127.0.0.1:${SITE.apiPort + 3}`;
const unique = () => `${Date.now() % 1_000_000_000}`.padStart(9, '0');
const switches = (state: 'on' | 'off') =>
  Promise.all(
    (['google', 'facebook'] as const).map((provider) =>
      operator('social', '--merchant', 'demo', '--provider', provider, '--switch', state),
    ),
  );
const google = (page: Page) => page.getByRole('button', { name: 'Continue with Google' });

async function openLogin(page: Page) {
  await page.goto('/m/login');
  await expectMounted(page, 'member');
  await expect(page.getByLabel('Username')).toBeVisible();
}

/** Taps the Google button and signs in at the provider as one of its demo users. */
async function signInWithGoogle(page: Page, login: string, password: string) {
  await google(page).click();
  await expect(page).toHaveURL(new RegExp(`^${PROVIDER}/interaction/`));
  await expect(page.getByRole('heading', { name: /Sign in to continue/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(() => switches('on'));
test.afterAll(() => switches('off'));

test('the buttons show exactly when the switches are on (the provider is configured)', async ({ page }) => {
  await switches('off');
  await openLogin(page);
  await expect(page.getByRole('button', { name: /Continue with/ })).toHaveCount(0);
  await switches('on');
  await openLogin(page);
  await expect(google(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a new member registers with only the fields the provider did not give', async ({ page }) => {
  await openLogin(page);
  const captchaId = nextCaptchaId(page);
  await signInWithGoogle(page, 'ben', 'ben-pass-1');
  await expect(page).toHaveURL(/\/m\/social\/callback\?/);
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  // The provider's verified e-mail is not asked; its name is suggested.
  await expect(page.getByLabel('E-mail')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue('ben2024');
  await expectNoAxeViolations(page);
  const id = unique();
  await page.getByLabel('Username').fill(`sc${id}`);
  await page.getByLabel('Mobile number').fill(`93${id.slice(1)}`);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, await captchaId));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
  await page.getByRole('button', { name: 'Not now' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO')))
    .toContain(`sc${id}`);
});

test('an existing account is linked only with its password, then listed and unlinked', async ({ page }) => {
  await openLogin(page);
  await signInWithGoogle(page, 'player1', 'player1-pass');
  await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  const password = page.getByLabel('Password of player1');
  await password.fill('not-the-password');
  await page.getByRole('button', { name: 'Link and log in' }).click();
  // Under the field (a toast may say it too).
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/social\/callback/);
  await password.fill('Demo1234');
  await page.getByRole('button', { name: 'Link and log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/securityCenter');
  const linked = page.getByRole('region', { name: 'Linked accounts' });
  await expect(linked.getByText('Google', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await linked.getByRole('button', { name: 'Unlink Google' }).click();
  await linked.getByLabel('Password', { exact: true }).fill('Demo1234');
  await linked.getByRole('button', { name: 'Unlink', exact: true }).click();
  await expect(linked.getByText('Google is no longer linked.')).toBeVisible();
});

test('a tampered state is refused with a way back to the login page', async ({ page }) => {
  await openLogin(page);
  // The provider's redirect comes back with one character of its state changed (a redirect of the
  // provider's own is not routable, so the page's call that carries it is).
  let sent = '';
  await page.route(
    (url) => url.pathname === '/wps/social/callback',
    async (route) => {
      const body = route.request().postDataJSON() as { search: string };
      const params = new URLSearchParams(body.search);
      params.set('state', `${params.get('state')}x`);
      sent = `?${params}`;
      await route.continue({ postData: JSON.stringify({ search: sent }) });
    },
    { times: 1 },
  );
  const answer = page.waitForResponse((r) => r.url().includes('/wps/social/callback'));
  await signInWithGoogle(page, 'ada', 'ada-pass-1');
  expect((await answer).status()).toBe(403);
  expect(sent).toMatch(/state=[^&]+x/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This sign-in could not be completed' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
});
