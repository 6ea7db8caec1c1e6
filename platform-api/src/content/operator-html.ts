import sanitizeHtml from 'sanitize-html';

/**
 * What operator HTML (announcements, help topics, promotions) may hold when it leaves the API: text
 * markup, links, pictures and tables; no script, event handler, style, form, frame, SVG or MathML, and
 * only web, mail and phone links. The front end sanitises again with DOMPurify, but parsing HTML in the
 * page at all makes Chromium report every handler attribute to the page's CSP (even in an inert
 * DOMParser document), so a payload must be gone before it reaches the browser.
 */
const OPERATOR_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** The same content is asked for again and again (lists, pages): each distinct text is cleaned once. */
const MAX_REMEMBERED = 500;
const remembered = new Map<string, string>();

export function safeOperatorHtml(html: string): string {
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const safe = sanitizeHtml(html, OPERATOR_HTML);
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value as string);
  remembered.set(html, safe);
  return safe;
}
