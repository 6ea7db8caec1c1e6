import { toApiError } from './api-error';

const responseOf = (status: number, data?: unknown) => ({ response: { status, data } });

describe('toApiError', () => {
  it('keeps the platform envelope code, e.g. 503 UPGRADING when the database is down', () => {
    expect(toApiError(responseOf(503, { code: 'UPGRADING', value: null }))).toMatchObject({
      code: 'UPGRADING',
      status: 503,
    });
  });

  it("says 'network slow or offline' when nothing answers or the gateway cannot reach the API", () => {
    expect(toApiError(new Error('Network Error')).messageKey).toBe('error.network');
    for (const status of [502, 503, 504]) {
      expect(toApiError(responseOf(status, '<html>Bad Gateway</html>'))).toMatchObject({
        code: 'NETWORK',
        status,
      });
    }
  });

  it('never shows raw server text for other failures', () => {
    expect(toApiError(responseOf(500, 'stack trace…')).code).toBe('UNKNOWN');
    expect(toApiError(responseOf(418, 'teapot')).code).toBe('BAD_REQUEST');
  });
});
