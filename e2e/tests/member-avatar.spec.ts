import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { registerFreshMember } from '../support/register';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');
/** The picture has loaded (the platform drew it), not only that an <img> is there. */
const loaded = (image: ReturnType<Page['locator']>) =>
  image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

test('a player chooses a site avatar in the member centre; it replaces the initial there and in the drawer', async ({
  page,
}) => {
  // A member of its own: an avatar cannot be unset again, so no seeded user is touched.
  await registerFreshMember(page, 'av');
  await expect(page).toHaveURL(/\/m\/responsible\?offer=1$/);
  await page.goto('/m/member/home');
  await expectMounted(page, 'member');
  const change = member(page).getByRole('button', { name: 'Change avatar' });
  await expect(change).toHaveText('A');

  await change.click();
  const group = member(page).getByRole('group', { name: 'Choose your avatar' });
  await expect(group.getByRole('radio')).toHaveCount(8);
  await expect(member(page).getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await group.getByRole('radio', { name: 'Avatar 5' }).check();
  await member(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Avatar saved' })).toBeVisible();
  await expect(group).toHaveCount(0);
  const picture = change.locator('img');
  await expect(picture).toHaveAttribute('src', '/wps/static/avatars/5.svg');
  await expect.poll(() => loaded(picture)).toBe(true);

  await page.goto('/m/home');
  await frame.menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const card = drawer.getByRole('region', { name: 'Your account' });
  await expect(card.locator('img')).toHaveAttribute('src', '/wps/static/avatars/5.svg');
  await expect.poll(() => loaded(card.locator('img'))).toBe(true);
});
