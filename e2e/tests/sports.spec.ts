import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, expectMounted, frame, remoteArea } from '../support/frame';
import { useMerchant } from '../support/merchant';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

const HOT_MATCHES = './HotMatchesWidget';
const gameFrame = (page: Page) => page.frameLocator('iframe[title="Game"]');
const hotMatches = (page: Page) => page.getByRole('region', { name: 'Hot matches' });
/** The demo's first fixture: hot, and live from half an hour before the site started. */
const LIVE_MATCH = /Premier League LIVE Northbridge FC v Eastport United 1 1\.85 X 3\.40 2 4\.10/;

test('a guest sees the hot matches on home and "All" opens the sports lobby', async ({ page }) => {
  test.slow(); // home's first load after the site starts and an axe-core run: over 45 s on a busy machine
  await page.goto('/m/home');
  await expectHome(page);
  const widget = hotMatches(page);
  await expect(widget.getByRole('link', { name: LIVE_MATCH })).toBeVisible();
  await expect(widget.getByRole('link', { name: /Team Falcon v Blacklist Tigers/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await widget.getByRole('link', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/sports$/);
  await expectMounted(page, 'games');
  await expect(frame.pageTitle(page)).toHaveText('Sports');
});

test('a guest filters the sports lobby by sport, finds cockfight apart, and is sent to log in on a match', async ({
  page,
}) => {
  test.slow(); // an axe-core run on the lobby: over 45 s on a busy machine
  await page.goto('/m/sports');
  await expectMounted(page, 'games');
  const lobby = remoteArea(page, 'games');
  const providers = lobby.getByRole('region', { name: 'Sports providers' });
  await expect(providers.getByRole('heading', { name: 'Cockfight' })).toBeVisible();
  await expect(providers.getByRole('link', { name: /^SV Cockfight/ })).toBeVisible();
  const filters = lobby.getByRole('group', { name: 'Sport' });
  await filters.getByRole('button', { name: 'E-Sports' }).click();
  await expect(lobby.getByRole('link', { name: LIVE_MATCH })).toHaveCount(0);
  await expect(lobby.getByRole('link', { name: /Paper Wolves v Neon Tide/ })).toBeVisible();
  await filters.getByRole('button', { name: 'All sports' }).click();
  await expectNoAxeViolations(page);

  await lobby.getByRole('link', { name: LIVE_MATCH }).click();
  await expect(page).toHaveURL(
    /\/m\/login\?redirect=%2Fm%2FgameFrame%3FgameType%3DSPORTS%26vassalage%3DARENA_SPORTS%26gameCode%3Dlobby%26matchId%3D\d+/,
  );
});

test('a member opens a match into its vendor game, sees the match and its odds, and comes back', async ({
  page,
}) => {
  await storeSession(page, await mintSession('player1'));
  await page.goto('/m/sports');
  await expectMounted(page, 'games');
  await remoteArea(page, 'games').getByRole('link', { name: LIVE_MATCH }).click();
  await expect(page).toHaveURL(
    /\/m\/gameFrame\?gameType=SPORTS&vassalage=ARENA_SPORTS&gameCode=lobby&matchId=\d+$/,
  );
  const vendor = gameFrame(page);
  const match = vendor.getByRole('region', { name: 'Match' });
  await expect(match.getByRole('heading', { name: 'Northbridge FC v Eastport United' })).toBeVisible();
  await expect(match).toContainText('LIVE');
  await expect(match).toContainText('1 1.85 · X 3.40 · 2 4.10');

  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/m\/sports$/);
  await expect(remoteArea(page, 'games').getByRole('link', { name: LIVE_MATCH })).toBeVisible();
});

test('a merchant without matches shows no hot-matches widget on home', async ({ page }) => {
  await useMerchant(page, 'lite');
  const asked = page.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_hotMatches'));
  await page.goto('/m/home');
  await expectHome(page);
  const answer = (await (await asked).json()) as { value: { matches: unknown[] } };
  expect(answer.value.matches).toEqual([]);
  await expect(remoteArea(page, 'games', HOT_MATCHES)).toHaveAttribute('data-state', 'mounted');
  await expect(hotMatches(page)).toHaveCount(0);
  // Its reserved height goes once the empty parcel counts as drawn: nothing is left where it was.
  await expect
    .poll(() =>
      remoteArea(page, 'games', HOT_MATCHES).evaluate((area) => area.getBoundingClientRect().height),
    )
    .toBe(0);
});
