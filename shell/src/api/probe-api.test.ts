import { probeApi } from './probe-api';

/** The part of a fetch Response the probe reads (jsdom has no Response). */
function replying(status: number, body: string) {
  const response = { ok: status >= 200 && status < 300, json: async () => JSON.parse(body) };
  return jest.fn(async (_url: string, _init: RequestInit) => response);
}

describe('probeApi', () => {
  it("asks the status call with the merchant's header and no cache", async () => {
    const fetcher = replying(200, JSON.stringify({ success: true, code: 'OK', value: {} }));
    await expect(probeApi('demo', fetcher)).resolves.toBe(true);
    expect(fetcher).toHaveBeenCalledWith('/wps/system/status', {
      cache: 'no-store',
      headers: { 'X-Merchant-Code': 'demo' },
    });
  });

  it("is 'not yet' for a gateway page, a 503 envelope, a page that is not the envelope, or no answer", async () => {
    await expect(probeApi('demo', replying(502, '<html>Bad Gateway</html>'))).resolves.toBe(false);
    await expect(
      probeApi('demo', replying(503, JSON.stringify({ success: false, code: 'UPGRADING' }))),
    ).resolves.toBe(false);
    await expect(probeApi('demo', replying(200, '<html>captive portal</html>'))).resolves.toBe(false);
    const offline = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(probeApi('demo', offline)).resolves.toBe(false);
  });
});
