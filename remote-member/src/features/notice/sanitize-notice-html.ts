import DOMPurify from 'dompurify';

// Links in announcements leave the app in a new tab and cannot reach back into this page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * Server HTML of an announcement, safe to render: no scripts, event handlers, javascript: URLs, frames,
 * forms or inline styles (which could overlay the page), only the HTML profile (no SVG/MathML).
 */
export function sanitizeNoticeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
  });
}
