import { findRoute, type RemoteName } from '@mobile/shared-contracts';
import shellCatalogue from '../../shell/src/i18n/locales/EN.json';
import { expectMounted, frame, remoteArea } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * Issue 34's cold deep links: the pages players arrive on from a promotion, an SMS or a bookmark. Each is
 * opened in a fresh page (nothing cached from a previous page of the run), as the user it is for, and
 * must draw itself with JavaScript: not replaced by another page, its remote mounted, its title or its
 * own heading shown, and no console error or uncaught exception on the way.
 */
const DEEP_LINKS: readonly { path: string; user?: 'player1' | 'agent41' }[] = [
  { path: '/m/login' },
  { path: '/m/gameList?gameType=RNG' },
  { path: '/m/lottery' },
  { path: '/m/notice' },
  { path: '/m/activity' },
  { path: '/m/voucherCenter', user: 'player1' },
  { path: '/m/withdraw', user: 'player1' },
  { path: '/m/gameRecord', user: 'player1' },
  { path: '/m/member/home', user: 'player1' },
  { path: '/m/agent', user: 'agent41' },
  { path: '/m/agent/team/overview', user: 'agent41' },
];

const titles = (shellCatalogue as { title: Record<string, string> }).title;

for (const { path, user } of DEEP_LINKS) {
  test(`a cold deep link to ${path}${user ? ` (${user})` : ''} draws its page with no console error`, async ({
    browser,
  }) => {
    const pathname = path.split('?')[0] ?? path;
    const record = findRoute(pathname);
    if (!record) throw new Error(`no page record for ${pathname}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    if (user) await storeSession(page, await mintSession(user));
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(path);
    await expectMounted(page, record.owner as RemoteName);
    expect(new URL(page.url()).pathname).toBe(pathname);
    const title = titles[record.titleKey.replace(/^title\./, '')];
    if (record.frame.header) await expect(frame.pageTitle(page)).toHaveText(title ?? '<no title>');
    else await expect(remoteArea(page, record.owner).getByRole('heading').first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });
}
