import { loadConfig } from '../config/env';
import { createTestContext, envelope, type TestContext } from '../test/test-context';

/**
 * Finding 4: the client's address was the left-most X-Forwarded-For entry (TRUST_PROXY=1 meant "trust
 * every hop"), so a client chose the address every per-IP limit counts. Now only the configured proxies
 * are believed and the address is the right-most entry they did not add.
 */
describe('attack 04: a client-supplied X-Forwarded-For', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // As docker-compose configures it: nginx and home-frame on the private compose network.
    const { trustProxy } = loadConfig({ TRUST_PROXY: 'uniquelocal' });
    ctx = await createTestContext({ trustProxy });
  });
  afterAll(() => ctx.close());

  const ipSeen = async (remoteAddress: string, forwardedFor?: string) => {
    const res = await ctx.call({
      url: '/wps/system/status',
      remoteAddress,
      headers: { 'x-merchant-code': 'demo', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
    return envelope<{ location: { ip: string } }>(res).value.location.ip;
  };

  it('behind the proxy: the address the proxy saw, never the entries the client wrote before it', async () => {
    // An appending proxy: "<client's own header>, <address the proxy saw>".
    expect(await ipSeen('172.18.0.3', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    // The overwriting nginx of deploy/nginx: just the address it saw.
    expect(await ipSeen('172.18.0.3', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('straight from the internet: the socket address, whatever the header says', async () => {
    expect(await ipSeen('198.51.100.4', '1.2.3.4')).toBe('198.51.100.4');
  });

  it('a per-IP limit counts the real address, not one per spoofed header', async () => {
    // The username check allows a few per address; rotating the header must not buy more.
    const codes: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const res = await ctx.call({
        url: '/wps/check/username?username=someone',
        remoteAddress: '172.18.0.3',
        headers: { 'x-merchant-code': 'demo', 'x-forwarded-for': `10.9.${i}.1, 203.0.113.50` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toContain(429);
  });

  it('the server refuses to start with a setting that trusts every hop', () => {
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
