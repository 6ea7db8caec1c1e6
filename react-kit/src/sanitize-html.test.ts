import { sanitizeServerHtml } from './sanitize-html';

describe('sanitizeServerHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeServerHtml('<p>Hello <strong>players</strong></p>')).toBe(
      '<p>Hello <strong>players</strong></p>',
    );
  });

  it('strips scripts, handlers and javascript: links', () => {
    const html = sanitizeServerHtml(
      '<p>Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<img src="x.png" alt="">');
  });

  it('drops inline styles, forms and frames', () => {
    const html = sanitizeServerHtml(
      '<div style="position:fixed">a</div><form action="/x"><input name="p"></form><iframe src="https://x"></iframe>',
    );
    expect(html).toBe('<div>a</div>');
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeServerHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });

  it('keeps the alt text of a picture, and marks one without as decoration', () => {
    expect(sanitizeServerHtml('<img src="a.png" alt="Jackpot">')).toBe('<img src="a.png" alt="Jackpot">');
    expect(sanitizeServerHtml('<img src="b.png">')).toBe('<img src="b.png" alt="">');
  });
});
