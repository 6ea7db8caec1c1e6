import { DRAW_COOKIE, ENDPOINTS } from '@mobile/shared-contracts';
import { bearer, type TestContext } from '../test/test-context';

/**
 * The session's draw cookie (docs/decisions/0641), issued as the shell asks for it after a sign-in: its value
 * (the draw token) and the raw `Set-Cookie` header, for the checks of its attributes.
 */
export async function issueDrawToken(
  t: TestContext,
  sessionToken: string,
  headers: Record<string, string> = {},
): Promise<{ token: string; cookie: string }> {
  const res = await t.call({
    method: 'POST',
    url: ENDPOINTS.drawCookie.path,
    headers: { 'x-merchant-code': 'demo', ...bearer(sessionToken), ...headers },
    payload: {},
  });
  expect(res.statusCode).toBe(200);
  const cookie = String(res.headers['set-cookie']);
  const token = new RegExp(`^${DRAW_COOKIE}=([A-Za-z0-9_-]+);`).exec(cookie)?.[1] ?? '';
  expect(token).not.toBe('');
  return { token, cookie };
}
