import { createHash } from 'node:crypto';
import { inlineStyleHashes } from './page-security-headers';

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
