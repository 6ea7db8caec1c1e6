import type { Envelope, Game, Paged, VassGameType } from '@mobile/shared-contracts';
import { expectHome, expectMounted, remoteArea } from '../support/frame';
import { expect, test } from '../support/test';

test('cold deep link to a vendor of a category lists that vendor’s games', async ({ page, request }) => {
  const vendors = await request.get('/wps/relay/GCSGAME_getVassGameType?typeId=1&merchantCode=demo');
  expect(vendors.ok()).toBe(true);
  const { value } = (await vendors.json()) as Envelope<VassGameType>;
  const vendor = value.mapping.RNG?.[0];
  expect(vendor, 'the API names at least one RNG vendor').toBeTruthy();

  const listCall = page.waitForResponse((r) => r.url().includes('/wps/relay/GCSGAME_gameList'));
  await page.goto(`/m/gameList?gameType=RNG&vassalage=${vendor}`);
  const response = await listCall;
  const query = new URL(response.url()).searchParams;
  expect(query.get('gameType')).toBe('RNG');
  expect(query.get('vassalage')).toBe(vendor);
  const games = ((await response.json()) as Envelope<Paged<Game>>).value.content;
  expect(games.length).toBeGreaterThan(0);
  expect(games.every((g) => g.vassalage === vendor)).toBe(true);

  await expect(page).toHaveURL(new RegExp(`/m/gameList\\?gameType=RNG&vassalage=${vendor}$`));
  await expectMounted(page, 'games');
  const region = remoteArea(page, 'games').getByRole('region', { name: 'Games' });
  await expect(region).toHaveAttribute('data-game-type', 'RNG');
  // The list is virtualised: the first tiles are drawn at once, the last one once scrolled to.
  await expect(region.getByRole('listitem').first()).toContainText(games[0]?.displayName ?? '<none>');
  const lastTile = region
    .getByRole('listitem')
    .filter({ hasText: games[games.length - 1]?.displayName ?? '<none>' });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect(lastTile.first()).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
});

test('an unknown path lands on home', async ({ page }) => {
  await page.goto('/m/nowhere');
  await expectHome(page);
  // Replaced, not pushed: back does not return to the unknown path.
  await page.goBack();
  expect(page.url()).not.toContain('/m/nowhere');
});
