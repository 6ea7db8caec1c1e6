import type { Page } from '@playwright/test';
import { expectHome, expectMounted, openAnnouncementsFromServiceSheet, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const noticeRegion = (page: Page) => page.getByRole('region', { name: 'Announcements', exact: true });
const gamesRegion = (page: Page) => remoteArea(page, 'games').getByRole('region', { name: 'Games' });

async function expectNoticePage(page: Page) {
  await expect(page).toHaveURL(/\/m\/notice$/);
  await expectMounted(page, 'member');
  await expect(noticeRegion(page).getByRole('listitem').first()).toBeVisible();
}

async function expectRngGameList(page: Page) {
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=RNG$/);
  await expectMounted(page, 'games');
  await expect(gamesRegion(page)).toHaveAttribute('data-game-type', 'RNG');
  await expect(gamesRegion(page).getByRole('listitem').first()).toBeVisible();
}

test('home → announcements (member) → game list (games); back and forward restore each page', async ({
  page,
}) => {
  await page.goto('/m/home');
  await expectHome(page);

  // In-app: the service action of the tab bar opens the service modal, whose entry leads to /m/notice.
  await openAnnouncementsFromServiceSheet(page);
  await expectNoticePage(page);

  await page.goto('/m/gameList?gameType=RNG');
  await expectRngGameList(page);

  await page.goBack();
  await expectNoticePage(page);
  await page.goBack();
  await expectHome(page);
  await expect(noticeRegion(page)).toHaveCount(0);

  await page.goForward();
  await expectNoticePage(page);
  await page.goForward();
  await expectRngGameList(page);
});

test('a link in the agent remote opens the wallet page, and back returns to agent home', async ({ page }) => {
  await storeSession(page, await mintSession('agent41'));
  await page.goto('/m/agent');
  await expectMounted(page, 'agent');
  const agentMenu = page.getByRole('navigation', { name: 'Agent menu' });
  await expect(agentMenu).toBeVisible();

  const records = page.waitForRequest((r) => r.url().includes('/wps/relay/ODS2_MemberTransaction'));
  await agentMenu.getByRole('link', { name: 'Transaction record' }).click();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
  await expectMounted(page, 'wallet');
  await expect(page.getByRole('region', { name: 'Account record' })).toBeVisible();
  await expect(page.getByText('Including your team')).toBeVisible();
  // The agent variant reaches the server as types=A.
  expect(new URL((await records).url()).searchParams.get('types')).toBe('A');

  await page.goBack();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(agentMenu).toBeVisible();
  await expect(remoteArea(page, 'wallet')).toHaveCount(0);

  await page.goForward();
  await expect(page).toHaveURL(/\/m\/transaction\/record\?types=A$/);
  await expect(page.getByText('Including your team')).toBeVisible();
});
