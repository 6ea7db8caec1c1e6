import {
  DRAW_COOKIE,
  DRAW_MEMBER_HEADER,
  DRAW_READS,
  DRAW_TOKEN_HEADER,
  FRAME_COOKIES,
} from '@mobile/shared-contracts';
import type { BrowserContext } from '@playwright/test';
import { frame } from '../support/frame';
import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

/**
 * The draw-only cookie (docs/decisions/0641) in a real browser: the shell asks for it for a signed-in
 * member; the browser keeps it httpOnly, SameSite=Strict, under /m; page script never sees it; the draw
 * reads are not served at the site's origin; sign-out drops it and the member hint.
 */
const cookieNamed = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name);

test('a restored session gets the draw cookie; script never sees it; sign-out drops it', async ({
  page,
  context,
}) => {
  const session = await mintSession('player1');
  await storeSession(page, session);
  const asked = page.waitForResponse('**/wps/session/draw-cookie');
  await page.goto('/m/home');
  // The shell asks once the start has settled, or at the first touch.
  await page.mouse.move(10, 10);
  await page.mouse.down();
  await page.mouse.up();
  expect((await asked).status()).toBe(200);

  const draw = await cookieNamed(context, DRAW_COOKIE);
  expect(draw).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/m' });
  expect(await cookieNamed(context, FRAME_COOKIES.member)).toMatchObject({ value: String(session.id) });
  expect(await page.evaluate(() => document.cookie)).not.toContain('mc_draw');

  // Even holding the value, the site's origin does not answer a draw read: only the frame service may.
  const read = await page.request.get(DRAW_READS.memberHome, {
    headers: { [DRAW_TOKEN_HEADER]: draw?.value ?? '', [DRAW_MEMBER_HEADER]: String(session.id) },
  });
  expect(read.status()).toBe(404);
  expect(await read.text()).not.toContain('player1');

  await frame.menuButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(frame.homeHeader(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => cookieNamed(context, DRAW_COOKIE)).toBeUndefined();
  expect(await cookieNamed(context, FRAME_COOKIES.member)).toBeUndefined();
});
