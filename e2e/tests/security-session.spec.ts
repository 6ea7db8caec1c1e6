import { mintSession, storeSession } from '../support/session';
import { expect, test } from '../support/test';

test('a session ended on the server (idle, revoked, logged out elsewhere) sends the player to login with the way back', async ({
  page,
  request,
}) => {
  const session = await mintSession('player1');
  await storeSession(page, session);
  await page.goto('/m/transaction/record');
  await expect(page.getByRole('region', { name: 'Account record' })).toBeVisible();

  // The server ends the session (as the idle timeout or a password change on another device does).
  const out = await request.delete('/wps/session/logout', {
    headers: { authorization: `Bearer ${session.token}`, 'x-merchant-code': 'demo' },
  });
  expect(out.ok()).toBe(true);
  // The old token is refused from now on.
  const reused = await request.get('/wps/member/info', {
    headers: { authorization: `Bearer ${session.token}`, 'x-merchant-code': 'demo' },
  });
  expect(reused.status()).toBe(401);

  // Next time the page talks to the server, the player is told and sent to login with the way back. The
  // 401 can arrive before the frame has mounted: the bus replays the toast to the late toast host
  // (create-bus.ts). It shows for 1.5 s, so the wait for it starts before the page reloads.
  const told = page
    .getByRole('alert')
    .filter({ hasText: 'Account logged out, please log in again.' })
    .waitFor({ state: 'visible', timeout: 30_000 });
  await page.reload();
  await told;
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ftransaction%2Frecord$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
