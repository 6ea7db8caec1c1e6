import { safeOperatorHtml } from './operator-html';

describe('safeOperatorHtml', () => {
  it('keeps text markup, links, pictures and tables', () => {
    const html =
      '<h2>Weekend</h2><p>Play <strong>now</strong> at <a href="https://example.com/x" target="_blank">the lobby</a></p>' +
      '<img src="https://cdn.example/a.png" alt="A" width="100"><table><tr><td colspan="2">1</td></tr></table>';
    expect(safeOperatorHtml(html)).toBe(
      '<h2>Weekend</h2><p>Play <strong>now</strong> at <a href="https://example.com/x" target="_blank">the lobby</a></p>' +
        '<img src="https://cdn.example/a.png" alt="A" width="100" /><table><tr><td colspan="2">1</td></tr></table>',
    );
  });

  it('drops scripts, event handlers, javascript: links, styles, forms, frames and SVG', () => {
    const payload =
      '<p>Read me</p><img src="x.png" onerror="window.__xss=1"><script>window.__xss=2</script>' +
      '<a href="javascript:window.__xss=3">tap</a><b style="position:fixed">b</b><style>p{}</style>' +
      '<form action="https://evil.example"><input name="p"></form><iframe src="https://evil.example"></iframe>' +
      '<svg><script>1</script></svg><a href="JaVaScRiPt:1" onclick="x()">x</a><img src="data:image/svg+xml,1">';
    const safe = safeOperatorHtml(payload);
    expect(safe).not.toMatch(/onerror|onclick|script|javascript|style|form|input|iframe|svg|data:/i);
    expect(safe).toContain('<p>Read me</p>');
    expect(safe).toContain('<img src="x.png" />');
    expect(safe).toContain('<a>tap</a>');
    expect(safe).toContain('<b>b</b>');
  });

  it('treats plain text as text, escaping markup characters', () => {
    expect(safeOperatorHtml('5 < 6 & "ok"')).toBe('5 &lt; 6 &amp; "ok"');
  });

  it('answers a repeated text from memory with the same result', () => {
    const payload = '<p onclick="x()">again</p>';
    expect(safeOperatorHtml(payload)).toBe('<p>again</p>');
    expect(safeOperatorHtml(payload)).toBe('<p>again</p>');
  });
});
