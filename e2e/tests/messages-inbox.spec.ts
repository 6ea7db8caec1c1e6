import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');
/** The count a name like 'Inbox, 3 unread' carries (from aria-label or the words inside); 0 when none. */
const countIn = async (locator: ReturnType<Page['getByRole']>) => {
  const name = (await locator.getAttribute('aria-label')) ?? (await locator.textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

test('reading an inbox message lowers every badge at once, and deleting it puts the inbox back', async ({
  page,
}) => {
  const title = `E2E inbox ${Date.now()}`;
  await operator(
    'inbox',
    '--merchant',
    'demo',
    '--user',
    'player1',
    '--title',
    title,
    '--content',
    'Line one\n<b>not bold</b>',
  );
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/home');

  const inboxIcon = frame.homeHeader(page).getByRole('link', { name: /^Inbox, \d+ unread$/ });
  await expect(inboxIcon).toBeVisible();
  const inboxBefore = await countIn(inboxIcon);
  const serviceTab = frame.tabBar(page).getByRole('button', { name: /^Service (\d+|99\+) unread$/ });
  const totalBefore = await countIn(serviceTab);
  await frame.menuButton(page).click();
  const drawerMessages = page.getByRole('dialog').getByRole('button', { name: /^Messages, \d+ unread$/ });
  expect(await countIn(drawerMessages)).toBe(totalBefore);
  await page.keyboard.press('Escape');

  await inboxIcon.click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  await expectMounted(page, 'member');
  const message = member(page).getByRole('button', { name: new RegExp(`Unread.*${title}`) });
  await expect(message).toBeVisible();
  await expectNoAxeViolations(page);

  await message.click();
  // Plain text: the markup in the message is shown, not applied.
  await expect(member(page).getByText('<b>not bold</b>', { exact: false })).toBeVisible();
  await expect(member(page).getByRole('button', { name: title })).toBeVisible();
  await expect(
    frame
      .tabBar(page)
      .getByRole('button', { name: new RegExp(`^Service ${totalBefore - 1} unread$|^Service$`) }),
  ).toBeVisible();

  await page.goto('/m/home');
  await expect(
    frame
      .homeHeader(page)
      .getByRole('link', { name: inboxBefore - 1 > 0 ? `Inbox, ${inboxBefore - 1} unread` : 'Inbox' }),
  ).toBeVisible();
  await expect(
    frame.tabBar(page).getByRole('button', { name: `Service ${totalBefore - 1} unread` }),
  ).toBeVisible();
  await frame.menuButton(page).click();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: `Messages, ${totalBefore - 1} unread` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Put back: the message goes again.
  await page.goto('/m/webEmail');
  await member(page).getByRole('button', { name: title }).click();
  await member(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(member(page).getByRole('button', { name: title })).toHaveCount(0);
});

test('guests are sent to login from the inbox and feedback; free play is refused the inbox and chat', async ({
  page,
}) => {
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FwebEmail$/);
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ffeedback$/);

  await storeSession(page, await mintSession('trial4'));
  // The refusal shows for 2 s, possibly before the page has finished loading: watch for it from the start.
  const refusal = page.getByRole('alert').filter({ hasText: /real account/i });
  const refused = refusal.waitFor();
  await page.goto('/m/webEmail');
  await refused;
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto('/m/message');
  await expectMounted(page, 'member');
  await member(page).getByRole('button', { name: 'Live chat' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /real account/i })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/message$/);
});
