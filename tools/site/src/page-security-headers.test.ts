import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { inlineStyleHashes, registerPageSecurityHeaders } from './page-security-headers';

describe('inlineStyleHashes', () => {
  it("allows exactly the page's own inline <style> blocks by their sha256, as CSP computes it", () => {
    const css = '.home-header{height:44px}';
    const html = `<html><head><style>${css}</style></head><body><style>b{}</style></body></html>`;
    const expected = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(inlineStyleHashes(html)).toEqual([
      expected,
      `'sha256-${createHash('sha256').update('b{}').digest('base64')}'`,
    ]);
  });

  it('finds nothing in a page without inline styles', () => {
    expect(inlineStyleHashes('<html><head><link rel="stylesheet" href="/m/a.css"></head></html>')).toEqual(
      [],
    );
  });
});

describe('registerPageSecurityHeaders', () => {
  async function pageApp() {
    const app = Fastify();
    // No API behind it: the policy without a manifest, which is enough for the Referrer-Policy.
    registerPageSecurityHeaders(app, { apiOrigin: 'http://127.0.0.1:9' });
    app.get('/m/*', async (_request, reply) => reply.type('text/html').send('<html></html>'));
    await app.ready();
    return app;
  }

  it('sends no Referer from a page asked for with a token in its address, however the key is written', async () => {
    const app = await pageApp();
    for (const url of ['/m/agent?token=abcdefghijklmnop', '/m/agent?x=1&%74oken=abc', '/m/home?TOKEN=x']) {
      const res = await app.inject(url);
      expect([url, res.headers['referrer-policy']]).toEqual([url, 'no-referrer']);
    }
    const plain = await app.inject('/m/agent?tokens=1');
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await app.close();
  });
});
