import { expectNoAxeViolations } from '../support/axe';
import { expectHome, expectMounted, frame, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { expect, test } from '../support/test';

// The demo merchant's own texts for this journey; removed again after it (the site's built-in ones return).
const TERMS_EN = '<h3>House rules</h3><p>One account per person; bets are final once placed.</p>';
const TERMS_TY = '<h3>Mga patakaran</h3><p>Isang account bawat tao.</p>';
const POLICY_EN = '<p>Your details run your account and nothing else.</p>';

test.beforeEach(async () => {
  await operator('document', '--merchant', 'demo', '--kind', 'terms', '--content', TERMS_EN);
  await operator(
    'document',
    '--merchant',
    'demo',
    '--kind',
    'terms',
    '--language',
    'TY',
    '--content',
    TERMS_TY,
  );
  await operator('document', '--merchant', 'demo', '--kind', 'policy', '--content', POLICY_EN);
});

test.afterEach(async () => {
  await operator('document', '--merchant', 'demo', '--kind', 'terms', '--remove', 'yes');
  await operator('document', '--merchant', 'demo', '--kind', 'terms', '--language', 'TY', '--remove', 'yes');
  await operator('document', '--merchant', 'demo', '--kind', 'policy', '--remove', 'yes');
});

test("the footer opens the operator's terms and policy with the merchant's age, in the player's language", async ({
  page,
}) => {
  await page.goto('/m/home');
  await expectHome(page);
  const footer = page.locator('footer.home-footer');
  await footer.getByRole('link', { name: 'Terms and privacy' }).click();
  await expect(page).toHaveURL(/\/m\/terms$/);
  await expectMounted(page, 'member');
  await expect(frame.pageTitle(page)).toHaveText('Terms and privacy');
  const member = remoteArea(page, 'member');
  await expect(member.getByText('You must be 21 or older to open an account and play.')).toBeVisible();
  const terms = member.getByRole('region', { name: 'Terms of use' });
  await expect(terms.getByRole('heading', { name: 'House rules' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Privacy policy' })).toContainText(
    'Your details run your account and nothing else.',
  );
  await expectNoAxeViolations(page);
  // A visible way back: the titled bar's Back returns home.
  await frame.backButton(page).click();
  await expectHome(page);

  // In Filipino (PH) the terms are the operator's Filipino text; the policy falls back to English.
  await footer.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'PH' }).click();
  await footer.locator('a[href="/m/terms"]').click();
  await expectMounted(page, 'member');
  await expect(member.getByRole('heading', { name: 'Mga patakaran' })).toBeVisible();
  await expect(member).toContainText('Your details run your account and nothing else.');
});

test('the register popups show the same texts, and the help centre links to them', async ({ page }) => {
  await page.goto('/m/register');
  await expectMounted(page, 'member');
  const member = remoteArea(page, 'member');
  await member.getByRole('button', { name: 'Terms of use' }).click();
  const popup = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(popup.getByRole('heading', { name: 'House rules' })).toBeVisible();
  await expectNoAxeViolations(page);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  await page.goto('/m/help');
  await expectMounted(page, 'member');
  await member.getByRole('link', { name: 'Terms of use and privacy policy' }).click();
  await expect(page).toHaveURL(/\/m\/terms$/);
  await expect(member.getByRole('heading', { name: 'House rules' })).toBeVisible();
});
