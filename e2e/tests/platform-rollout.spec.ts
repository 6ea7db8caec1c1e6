import type { MerchantManifest } from '@mobile/shared-contracts';
import { expectNoAxeViolations } from '../support/axe';
import { expectHome, frame, remoteArea } from '../support/frame';
import { manifest, operator } from '../support/operator';
import { serveRemoteCopy } from '../support/remote-copy';
import { expect, test } from '../support/test';

/**
 * Safe rollouts: a remote built for another mount contract is refused in its area; rollback. Each release
 * is served from an origin of its own, so `operator remote --url` takes its entry's integrity (finding 17).
 */
// Two operator calls per journey, each a Node process on a busy 2-core machine: allow for them.
test.describe.configure({ timeout: 90_000 });

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

test('a games remote built for another mount contract is refused with a message in its area only', async ({
  page,
}) => {
  // The remote's files as a build against the previous contract would be: the same code, another version.
  const release = await serveRemoteCopy('games', (script) =>
    script.replaceAll('mount-contract@1', 'mount-contract@0'),
  );
  try {
    await operator(
      ...['remote', '--merchant', 'demo', '--name', 'games', '--url', release.entry, '--version', '0.9.0'],
    );
    await page.goto('/m/home');
    // The frame is drawn; every games area of home says so, none mounts.
    await expect(frame.homeHeader(page)).toBeVisible();
    await expect(frame.tabBar(page)).toBeVisible();
    const areas = remoteArea(page, 'games');
    await expect(areas.first()).toBeAttached();
    // The copy's files come from an origin of their own: allow for them on a busy machine.
    await expect(
      page.locator('section.remote-area[data-remote="games"]:not([data-state="incompatible"])'),
    ).toHaveCount(0, { timeout: 20_000 });
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
  } finally {
    await release.close();
  }
});

test('a broken games release is rolled back by the operator and home draws again', async ({ page }) => {
  // A release whose origin goes away after the operator pointed at it (and took its integrity).
  const release = await serveRemoteCopy('games');
  await operator(
    ...['remote', '--merchant', 'demo', '--name', 'games', '--url', release.entry, '--version', '9.9.9'],
  );
  await release.close();
  await page.goto('/m/home');
  await expect(remoteArea(page, 'games').first().getByRole('alert')).toHaveText(/not available/i);

  const rolledBack = await operator<MerchantManifest>('rollback', '--merchant', 'demo', '--name', 'games');
  expect(rolledBack.remotes.games).toEqual(before.remotes.games);
  await page.reload();
  await expectHome(page);
  await expect(remoteArea(page, 'games').getByRole('listitem').first()).toBeVisible();
});
