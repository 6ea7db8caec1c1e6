import type { Page } from '@playwright/test';
import { captchaAnswer, nextCaptchaId } from './demo-codes';
import { expectMounted } from './frame';

export const FRESH_PASSWORD = 'Secret123';
const unique = () => `${Date.now() % 1_000_000_000}`.padStart(9, '0');

/**
 * Registers a fresh adult member through the register page (for journeys whose changes cannot be put
 * back on a seeded user, such as a self-exclusion or a limit whose removal waits 24 hours). The page
 * then offers the limits (`/m/responsible?offer=1`).
 */
export async function registerFreshMember(page: Page, prefix = 'rg'): Promise<string> {
  const captchaId = nextCaptchaId(page);
  await page.goto('/m/register');
  await expectMounted(page, 'member');
  const id = unique();
  const username = `${prefix}${id}`;
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Mobile number').fill(`94${id.slice(1)}`);
  await page.getByLabel('Password', { exact: true }).fill(FRESH_PASSWORD);
  await page.getByLabel('Confirm password').fill(FRESH_PASSWORD);
  await page.getByLabel('Date of birth').fill('1990-05-17');
  await page.getByLabel('Verification code').fill(await captchaAnswer(page.request, await captchaId));
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  return username;
}
