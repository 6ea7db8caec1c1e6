import { expect, test } from '@playwright/test';
import { expectHome, expectMounted, remoteArea } from '../support/frame';
import { REMOTE_PORTS } from '../support/site';

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
