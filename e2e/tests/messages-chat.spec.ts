import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { operator } from '../support/operator';
import { mintSession, storeSession } from '../support/session';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

const member = (page: Page) => remoteArea(page, 'member');
const reply = (text: string) => operator('chat', '--merchant', 'demo', '--user', 'player0', '--reply', text);

test('chat round trip: the player writes, the operator answers, the reply appears and the unread count moves', async ({
  page,
}) => {
  await storeSession(page, await mintSession('player0'));
  await page.goto('/m/message');
  await expectMounted(page, 'member');
  await expectNoAxeViolations(page);

  // A reply left unseen by an earlier run may show a count here: the chat page clears it.
  await member(page)
    .getByRole('button', { name: /^Live chat/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Connecting you to customer service' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/wps\/chat\/room\?ticket=/);
  await expect(page.getByRole('heading', { name: 'Live chat' })).toBeVisible();

  const line = `<script>window.__chatXss=1</script>Where is my deposit? ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Your message' }).fill(line);
  await page.getByRole('button', { name: 'Send' }).click();
  const lines = page.getByRole('list', { name: 'Live chat' });
  await expect(lines.getByText(line)).toBeVisible();
  await expectNoAxeViolations(page);

  // The operator answers while the page is open: the reply appears without a reload.
  await reply('We are checking it now.');
  await expect(lines.getByText('We are checking it now.')).toBeVisible({ timeout: 10_000 });
  expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();

  await page.getByRole('link', { name: /Back to the site/ }).click();
  await expect(page).toHaveURL(/\/m\/message$/);
  await expectMounted(page, 'member');
  await expect(member(page).getByRole('button', { name: 'Live chat' })).toBeVisible();

  // An answer while the player is on the site counts as unread, in the centre and on the service tab.
  const serviceBefore = frame.tabBar(page).getByRole('button', { name: /^Service/ });
  // player0 always has unread announcements: wait for the counts to arrive before reading them.
  await expect(serviceBefore).toHaveAccessibleName(/^Service \d+ unread$/);
  const before = Number(/(\d+) unread/.exec((await serviceBefore.textContent()) ?? '')?.[1] ?? 0);
  await reply('It has arrived.');
  await page.reload();
  await expect(member(page).getByRole('button', { name: 'Live chat, 1 unread' })).toBeVisible();
  await expect(
    frame.tabBar(page).getByRole('button', { name: `Service ${before + 1} unread` }),
  ).toBeVisible();

  await member(page).getByRole('button', { name: 'Live chat, 1 unread' }).click();
  await expect(page.getByRole('list', { name: 'Live chat' }).getByText('It has arrived.')).toBeVisible();
  await page.getByRole('link', { name: /Back to the site/ }).click();
  await expectMounted(page, 'member');
  await expect(member(page).getByRole('button', { name: 'Live chat' })).toBeVisible();
});

test('a chat link back to another origin is refused', async ({ request }) => {
  const { token } = await mintSession('player0');
  const query = (backUrl: string) =>
    new URLSearchParams({ b2c: '1', language: 'EN', backUrl, title: 'Chat', moduleId: 'CBS3' }).toString();
  const evil = await request.get(
    `${SITE.origin}/wps/relay/CBS_launchChat?${query('https://evil.example/m/home')}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(evil.status()).toBe(400);
  expect((await evil.json()).code).toBe('BAD_REQUEST');
  const ours = await request.get(
    `${SITE.origin}/wps/relay/CBS_launchChat?${query(`${SITE.origin}/m/home`)}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(ours.ok()).toBe(true);
  expect((await ours.json()).value.chatUrl.startsWith(`${SITE.origin}/wps/chat/room?ticket=`)).toBe(true);
});
