import { expectHome, expectMounted, remoteArea } from '../support/frame';
import { watchNetwork } from '../support/network';
import { mintSession, storeSession } from '../support/session';
import { REMOTE_PORTS } from '../support/site';
import { expect, test } from '../support/test';

// Issue 11: the pages a player most likely opens next from home are fetched when the page is idle, so
// a tap draws them without waiting for their code.

const GAMES_ORIGIN = `http://127.0.0.1:${REMOTE_PORTS.games}/`;
const isExpose = (url: string, name: string) =>
  url.startsWith(GAMES_ORIGIN) && url.includes(`__federation_expose_${name}.`) && url.endsWith('.js');

test('the game list code is there before the tap on More', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  const preloaded = page.waitForResponse((r) => isExpose(r.url(), 'GameListPage'));
  await page.goto('/m/home');
  await expectHome(page);
  await preloaded;
  expect(fetched.some((url) => isExpose(url, 'CategoryGamePage'))).toBe(true);

  const before = fetched.length;
  await remoteArea(page, 'games', './HotGamesWidget').getByRole('button', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=HOT$/);
  await expectMounted(page, 'games');
  const afterTap = fetched.slice(before).filter((url) => url.startsWith(GAMES_ORIGIN) && url.endsWith('.js'));
  expect(afterTap, 'no game code fetched after the tap').toEqual([]);
});

test('the HOT list More opens and its tabs are fetched before the tap: the tap asks the API nothing', async ({
  page,
}) => {
  const preloaded = page.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_gameList'));
  await page.goto('/m/home');
  await expectHome(page);
  expect(new URL((await preloaded).url()).searchParams.get('gameType')).toBe('HOT');

  const asked: string[] = [];
  page.on('request', (r) => {
    if (
      r.url().includes('/wps/relay/GCSGAME_gameList') ||
      r.url().includes('/wps/relay/GCSGAME_getVassGameType')
    )
      asked.push(r.url());
  });
  await remoteArea(page, 'games', './HotGamesWidget').getByRole('button', { name: 'More' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=HOT$/);
  await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await expect(
    page.locator('nav.category-menu').getByRole('button', { name: 'Hot', exact: true }),
  ).toBeVisible();
  expect(asked, 'no game list or category call after the tap').toEqual([]);
});

test('the login page’s catalogue is fetched before the tap on Log in', async ({ page }) => {
  const MEMBER_ORIGIN = `http://127.0.0.1:${REMOTE_PORTS.member}/`;
  const isMemberCatalogue = (url: string) => url.startsWith(MEMBER_ORIGIN) && url.includes('i18n-member-');
  const preloaded = page.waitForResponse((r) => isMemberCatalogue(r.url()));
  await page.goto('/m/home');
  await expectHome(page);
  await preloaded;
  // Home preloads its tab bar's pages after login's (the promotions page is the member remote's too).
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('shell:preloaded').length), {
      timeout: 20_000,
    })
    .toBe(1);

  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.locator('header.home-header').getByRole('link', { name: 'Log in', exact: true }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  expect(fetched.filter((url) => url.startsWith(MEMBER_ORIGIN) && url.endsWith('.js'))).toEqual([]);
});

test('a player who lands on the game list gets no other page preloaded while scrolling it', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  const network = watchNetwork(page);
  await page.goto('/m/gameList?gameType=RNG');
  await expect(page.getByRole('button', { name: /^Play / }).first()).toBeVisible();
  await network.idle();
  expect(fetched.filter((url) => isExpose(url, 'CategoryGamePage'))).toEqual([]);
});

// Decision 0471: the member centre preloads the pages of its grid once it has settled (one per idle
// period, marked done), so a tap on an entry fetches no code; the drawer does the same once opened.
test('the member centre’s entries are fetched before a tap: Fund transfer and the drawer’s VIP load no code after it', async ({
  page,
}) => {
  await storeSession(page, await mintSession('player1'));
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  const isRemoteCode = (url: string) =>
    Object.values(REMOTE_PORTS).some((port) => url.startsWith(`http://127.0.0.1:${port}/`)) &&
    url.endsWith('.js');
  const preloaded = (mark: string) =>
    expect
      .poll(() => page.evaluate((name) => performance.getEntriesByName(name).length, mark), {
        timeout: 20_000,
      })
      .toBe(1);

  await page.goto('/m/member/home');
  await expectMounted(page, 'member');
  await preloaded('shell:preloaded:memberCentre');
  let before = fetched.length;
  await page
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('link', { name: /^Fund transfer/ })
    .click();
  await expect(page).toHaveURL(/\/m\/transfer$/);
  await expectMounted(page, 'wallet');
  expect(fetched.slice(before).filter(isRemoteCode), 'no remote code fetched after the tap').toEqual([]);

  await page.goto('/m/home');
  await expectHome(page);
  await preloaded('shell:preloaded');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await preloaded('shell:preloaded:drawer');
  before = fetched.length;
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: /^VIP/ }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expectMounted(page, 'member');
  expect(fetched.slice(before).filter(isRemoteCode), 'no remote code fetched after the tap').toEqual([]);
});
