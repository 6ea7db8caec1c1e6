import type { MerchantManifest } from '@mobile/shared-contracts';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, frame, remoteArea } from '../support/frame';
import { manifest, operator } from '../support/operator';
import { REMOTE_PORTS } from '../support/site';
import { expect, test } from '../support/test';

/** Safe rollouts: a remote built for another mount contract is refused in its area; rollback. */
const GAMES_ORIGIN = `http://127.0.0.1:${REMOTE_PORTS.games}`;

test('a games remote built for another mount contract is refused with a message in its area only', async ({
  page,
}) => {
  // The remote's files as a build against the previous contract would be: the same code, another version.
  await page.route(`${GAMES_ORIGIN}/**/*.js`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('mount-contract@1', 'mount-contract@0');
    await route.fulfill({ response, body });
  });
  await page.goto('/m/home');
  // The frame is drawn; every games area of home says so, none mounts.
  await expect(frame.homeHeader(page)).toBeVisible();
  await expect(frame.tabBar(page)).toBeVisible();
  const areas = remoteArea(page, 'games');
  await expect(areas.first()).toBeAttached();
  await expect(
    page.locator('section.remote-area[data-remote="games"]:not([data-state="incompatible"])'),
  ).toHaveCount(0);
  const games = areas.first();
  await expect(games.getByRole('alert')).toHaveText(/being updated/i);
  await expect(games.getByRole('button', { name: /retry/i })).toHaveCount(0);
  await expect(games.getByRole('listitem')).toHaveCount(0);
  // The footer's social links (name differs from their visible label) are the home footer's, not this journey's.
  await expectNoAxeViolations(page, { exclude: ['.social-links'] });
  // The rest of the site still works: the member remote's page mounts.
  await page.goto('/m/login');
  await expect(
    remoteArea(page, 'member')
      .getByRole('button', { name: /log in/i })
      .first(),
  ).toBeVisible();
});

test.describe('rollback', () => {
  let before: MerchantManifest;
  test.beforeEach(async () => {
    before = await manifest('demo');
  });
  test.afterEach(async () => {
    const { entry, version, enabled } = before.remotes.games;
    await operator(
      'remote',
      '--merchant',
      'demo',
      '--name',
      'games',
      '--url',
      entry,
      '--version',
      version,
      '--enabled',
      String(enabled),
    );
  });

  test('a broken games release is rolled back by the operator and home draws again', async ({ page }) => {
    // Nothing listens on port 9 of this machine: the new entry cannot load.
    await operator(
      'remote',
      '--merchant',
      'demo',
      '--name',
      'games',
      '--url',
      'http://127.0.0.1:9/remoteEntry.js',
      '--version',
      '9.9.9',
    );
    await page.goto('/m/home');
    await expect(remoteArea(page, 'games').first().getByRole('alert')).toHaveText(/not available/i);

    const rolledBack = await operator<MerchantManifest>('rollback', '--merchant', 'demo', '--name', 'games');
    expect(rolledBack.remotes.games).toEqual(before.remotes.games);
    await page.reload();
    await expectHome(page);
    await expect(remoteArea(page, 'games').getByRole('listitem').first()).toBeVisible();
  });
});
