import { sanitizeNoticeHtml } from './sanitize-notice-html';

describe('sanitizeNoticeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeNoticeHtml('<p>Hello <strong>players</strong></p>')).toBe(
      '<p>Hello <strong>players</strong></p>',
    );
  });

  it('strips scripts, handlers and javascript: links', () => {
    const html = sanitizeNoticeHtml(
      '<p>Hi</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/i);
    expect(html).toContain('<img src="x.png">');
  });

  it('drops inline styles, forms and frames', () => {
    const html = sanitizeNoticeHtml(
      '<div style="position:fixed">a</div><form action="/x"><input name="p"></form><iframe src="https://x"></iframe>',
    );
    expect(html).toBe('<div>a</div>');
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeNoticeHtml('<a href="https://example.com">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    );
  });
});
