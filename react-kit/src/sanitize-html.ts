import DOMPurify from 'dompurify';

// Without a DOM (the frame service in Node, which imports pages that import this but draws none of their
// server HTML, decision 0631) DOMPurify is a stub without hooks.
DOMPurify.addHook?.('afterSanitizeAttributes', (node) => {
  // Links in server HTML leave the app in a new tab and cannot reach back into this page.
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  // A picture the operator gave no text is decoration: screen readers skip it instead of reading its file name.
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

/**
 * Server HTML (announcements, pop-ups, help topics, promotions), safe to render: no scripts, event handlers, javascript: URLs, frames,
 * forms or inline styles (which could overlay the page), only the HTML profile (no SVG/MathML).
 */
export function sanitizeServerHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
