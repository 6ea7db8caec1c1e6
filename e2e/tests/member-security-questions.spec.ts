import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, remoteArea } from '../support/frame';
import { FRESH_PASSWORD, registerFreshMember } from '../support/register';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');
const CHOICES = [
  ["What was your first pet's name?", 'Bantay'],
  ['In which city were you born?', 'Cebu City'],
  ['What was the name of your first school?', 'San Roque'],
] as const;

test('a player sets three security questions in the security centre and sees them set', async ({ page }) => {
  // A member of its own: security questions cannot be removed again, so no seeded user is touched.
  await registerFreshMember(page, 'sq');
  await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
  await page.goto('/m/securityCenter');
  await expectMounted(page, 'member');
  const centre = member(page).getByRole('list', { name: 'Security centre' });
  await expect(centre.getByRole('listitem').filter({ hasText: 'Security questions' })).toContainText(
    'Not set',
  );

  await member(page).getByRole('button', { name: 'Set up Security questions' }).click();
  for (const [slot, [question, answer]] of CHOICES.entries()) {
    await member(page)
      .getByRole('combobox', { name: `Question ${slot + 1}` })
      .selectOption({ label: question });
    await member(page)
      .getByRole('textbox', { name: `Answer ${slot + 1}` })
      .fill(answer);
  }
  await member(page).getByLabel('Login password', { exact: true }).fill('Wrong9999');
  await expectNoAxeViolations(page);
  await member(page).getByRole('button', { name: 'Save' }).click();
  await expect(member(page).getByText('The login password is not correct.')).toBeVisible();
  await expect(member(page).getByRole('textbox', { name: 'Answer 3' })).toHaveValue('San Roque');

  await member(page).getByLabel('Login password', { exact: true }).fill(FRESH_PASSWORD);
  await member(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Security questions saved' })).toBeVisible();
  const chosen = member(page).getByRole('list', { name: 'Your security questions' });
  await expect(chosen.getByRole('listitem')).toHaveText(CHOICES.map(([question]) => question));
  await expect(member(page).getByText('Bantay')).toHaveCount(0);

  // Kept on the server: a fresh load shows the same set.
  await page.reload();
  await expectMounted(page, 'member');
  await expect(chosen.getByRole('listitem')).toHaveText(CHOICES.map(([question]) => question));
  const row = centre.getByRole('listitem').filter({ hasText: 'Security questions' });
  await expect(row).not.toContainText('Not set');
  await expect(row).toContainText('Change');
  await expectNoAxeViolations(page);
});
