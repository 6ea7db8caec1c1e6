import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import {
  inlineStyleAttributeHashes,
  inlineStyleHashes,
  registerPageSecurityHeaders,
} from './page-security-headers';

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

describe('inlineStyleAttributeHashes', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("allows exactly the page's own style attributes, once each, hashed as parsed", () => {
    const html =
      '<div style="height:296px"><ul style="height:148px;transform:translateY(0px)"></ul>' +
      '<ul style="height:148px;transform:translateY(0px)"></ul><p style="font-family:&quot;A&quot;"></p></div>';
    expect(inlineStyleAttributeHashes(html)).toEqual([
      sha('height:296px'),
      sha('height:148px;transform:translateY(0px)'),
      sha('font-family:"A"'),
    ]);
  });

  it('finds nothing in a page without style attributes (a data-style is not one)', () => {
    expect(inlineStyleAttributeHashes('<div data-style="x" class="style"></div>')).toEqual([]);
  });
});

describe('registerPageSecurityHeaders', () => {
  async function pageApp(html = '<html></html>') {
    const app = Fastify();
    // No API behind it: the policy without a manifest, which is enough for the Referrer-Policy.
    registerPageSecurityHeaders(app, { apiOrigin: 'http://127.0.0.1:9' });
    app.get('/m/*', async (_request, reply) => reply.type('text/html').send(html));
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

  it("names the page's own style attributes in style-src-attr, beside the chart's, and no other", async () => {
    const app = await pageApp('<html><body><div style="height:444px"></div></body></html>');
    const policy = String((await app.inject('/m/gameList')).headers['content-security-policy']);
    const attributes = policy.split('; ').find((directive) => directive.startsWith('style-src-attr'));
    const hash = `'sha256-${createHash('sha256').update('height:444px').digest('base64')}'`;
    // The directive, 'unsafe-hashes', Chartist's two, this one and 'report-sample'.
    expect(attributes?.split(' ')).toHaveLength(6);
    expect(attributes).toMatch(/^style-src-attr 'unsafe-hashes' /);
    expect(attributes).toContain(hash);
    expect(policy.split('; ').find((directive) => directive.startsWith('style-src '))).not.toContain(hash);
    await app.close();
  });
});
