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

  // Next time the page talks to the server, the player is sent to login with the way back.
  // The 'account logged out' toast was once not seen here in a fresh-clone run: a toast emitted before the
  // frame mounted was lost. The bus now replays it to a late toast host (create-bus.test.ts); this journey
  // checks the redirect only until that is proven in CI.
  await page.reload();
  await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Ftransaction%2Frecord$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});
