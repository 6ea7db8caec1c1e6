import type { Page } from '@playwright/test';
import { captchaAnswer, latestSmsCode, nextCaptchaId } from '../support/demo-codes';
import { expectMounted, frame } from '../support/frame';
import { expect, test } from '../support/test';

const PASSWORD = 'Demo1234';
const unique = () => `${Date.now() % 1_000_000_000}`.padStart(9, '0');
const loginTab = (page: Page) => page.getByRole('tab', { name: 'Log in' });
const submitLogin = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true });
const storedSession = (page: Page) => page.evaluate(() => window.localStorage.getItem('MC_SESSION_INFO'));

async function openAuth(page: Page, path: string) {
  await page.goto(path);
  await expectMounted(page, 'member');
}

/**
 * Submits the username form; when the server asks for a captcha (an earlier failed login from this
 * address makes one necessary for 15 minutes), solves it and submits again.
 */
async function logInWithPassword(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const loginAnswer = page.waitForResponse((r) => r.url().includes('/wps/session/login'));
  // Listening starts before the submit: the captcha is fetched as soon as the refusal arrives.
  const captchaId = nextCaptchaId(page).catch(() => null);
  await submitLogin(page).click();
  const answer = (await (await loginAnswer).json()) as { success: boolean; value: { captcha?: boolean } };
  if (answer.success) return;
  expect(answer.value?.captcha).toBe(true);
  await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, await captchaId));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submitLogin(page).click();
}

/** After registering, limits are offered once (issue 14); 'Not now' goes on. */
async function skipLimitsOffer(page: Page) {
  await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
  await expect(page.getByRole('heading', { name: 'Set your limits now' })).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
}

async function expectLoggedInAtHome(page: Page) {
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => storedSession(page)).toContain('"token"');
}

/** Taps 'Get code' once to show the verification, solves it, taps again; answers the SMS code. */
async function requestSmsCode(page: Page, to: string) {
  const challengeId = nextCaptchaId(page);
  await page.getByRole('button', { name: 'Get code' }).click();
  const challenge = page.getByLabel('Verification before sending the code');
  await challenge.fill(await captchaAnswer(page.request, await challengeId));
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
  return latestSmsCode(page.request, to);
}

test('register by username: logged in and at home', async ({ page }) => {
  const captchaId = nextCaptchaId(page);
  await openAuth(page, '/m/register');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  const id = unique();
  await page.getByLabel('Username').fill(`e2e${id}`);
  await page.getByLabel('Mobile number').fill(`95${id.slice(1)}`);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, await captchaId));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await skipLimitsOffer(page);
  await expectLoggedInAtHome(page);
  expect(await storedSession(page)).toContain(`e2e${id}`);
});

test('register by mobile with the SMS code from the outbox and the captcha the settings enable', async ({
  page,
}) => {
  // SPEC 2: the captcha loads with the page and mobile mode keeps it; the SMS challenge is another one.
  const captchaId = nextCaptchaId(page);
  await openAuth(page, '/m/register');
  await page.getByRole('button', { name: 'Mobile number', exact: true }).click();
  const number = `96${unique().slice(1)}`;
  await page.getByLabel('Mobile number').fill(number);
  const code = await requestSmsCode(page, `+63${number}`);
  await page.getByLabel('SMS code').fill(code);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password').fill('Secret123');
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, await captchaId));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await skipLimitsOffer(page);
  await expectLoggedInAtHome(page);
  expect(await storedSession(page)).toContain(`m${number}`);
});

test('log in by username; remember me keeps only the account name and method', async ({ page }) => {
  await openAuth(page, '/m/login');
  await expect(loginTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await logInWithPassword(page, '  player1 ');
  await expectLoggedInAtHome(page);

  const everything = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(everything).not.toContain(PASSWORD);
  expect(everything).toContain('player1');

  await page.evaluate(() => window.localStorage.removeItem('MC_SESSION_INFO'));
  await openAuth(page, '/m/login');
  await expect(page.getByLabel('Username')).toHaveValue('player1');
  await expect(page.getByRole('button', { name: 'Username', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('log in by mobile number and SMS code', async ({ page }) => {
  await openAuth(page, '/m/login');
  await page.getByRole('button', { name: 'SMS code', exact: true }).click();
  await page.getByLabel('Mobile number').fill('9171234568');
  const code = await requestSmsCode(page, '+639171234568');
  await page.getByLabel('SMS code').fill(code);
  await submitLogin(page).click();
  await expectLoggedInAtHome(page);
  expect(await storedSession(page)).toContain('player1');
});

test('a failed login shows the captcha, which refreshes on tap; the right captcha logs in', async ({
  page,
}) => {
  await openAuth(page, '/m/login');
  await expect(page.getByLabel('Verification code')).toHaveCount(0);
  await page.getByLabel('Username').fill('player2');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
  await submitLogin(page).click();

  const image = page.getByRole('button', { name: 'Show another verification image' }).locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const first = await image.getAttribute('src');
  const refreshedId = nextCaptchaId(page);
  await image.click();
  await expect(image).not.toHaveAttribute('src', first ?? '');

  await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, await refreshedId));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await submitLogin(page).click();
  await expectLoggedInAtHome(page);
});

test('free play goes home; Deposit is then refused with the free-play message', async ({ page }) => {
  await openAuth(page, '/m/login');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expectLoggedInAtHome(page);
  expect(JSON.parse((await storedSession(page)) ?? '{}')).toMatchObject({ type: 4 });
  await frame
    .tabBar(page)
    .getByRole('link', { name: /^Deposit/ })
    .click();
  await expect(page.getByText('Please log in with a real account to use this function.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a guest on a protected page logs in and comes back to it', async ({ page }) => {
  await page.goto('/m/transaction/record');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ftransaction%2Frecord$/);
  await expectMounted(page, 'member');
  await logInWithPassword(page, 'player0');
  await expect(page).toHaveURL(/\/m\/transaction\/record$/);
  await expectMounted(page, 'wallet');
});

test('switching tabs changes the address without a reload', async ({ page }) => {
  await openAuth(page, '/m/login');
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  await expect(page.getByLabel('Confirm password')).toBeVisible();
  await loginTab(page).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('the login footer switches the whole site to PH and back', async ({ page }) => {
  await openAuth(page, '/m/login');
  await page.getByRole('button', { name: 'PH', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Mag-log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Mag-log in' })).toBeVisible();
  await page.getByRole('button', { name: 'EN', exact: true }).click();
  await expect(loginTab(page)).toBeVisible();
});
