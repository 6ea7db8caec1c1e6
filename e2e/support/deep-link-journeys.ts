import type { Page } from '@playwright/test';
import { DEEP_LINKS, type DeepLinkUser } from './deep-links';
import { frameHintCookies, mintSession, storeSession } from './session';
import { SITE } from './site';
import { test } from './test';

/** How a journey's title names the user: "a guest", "player1", "agent41". */
export const userLabel = (user: DeepLinkUser): string => (user === 'guest' ? 'a guest' : user);

/**
 * One test per user of issue 34's deep links (DEEP_LINKS), as a returning player arrives: one browser
 * context per user, a member or agent signed in (a minted session in each page's local storage, and the
 * frame hints the shell writes beside it, so the server draws and preloads their pages as it would for
 * them); each link opened by `open` in a new page of that context, closed after.
 */
export function testDeepLinksByUser(
  title: (user: string, links: readonly string[]) => string,
  open: (page: Page, link: string) => Promise<void>,
): void {
  for (const [user, links] of Object.entries(DEEP_LINKS) as [DeepLinkUser, readonly string[]][]) {
    test(title(userLabel(user), links), async ({ context }) => {
      test.setTimeout(30_000 * links.length);
      const session = user === 'guest' ? null : await mintSession(user);
      if (session) await context.addCookies(frameHintCookies(session, SITE.origin));
      for (const link of links)
        await test.step(link, async () => {
          const page = await context.newPage();
          try {
            if (session) await storeSession(page, session);
            await open(page, link);
          } finally {
            await page.close();
          }
        });
    });
  }
}
