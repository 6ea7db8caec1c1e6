import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** #,##0.00 (SPEC 9 balance format). */
export function formatMoney(symbol: string, amount: number): string {
  const fixed = amount.toFixed(2);
  const [whole = '0', cents = '00'] = fixed.replace('-', '').split('.');
  return `${amount < 0 ? '-' : ''}${symbol}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/**
 * No scripts at all, one nonce'd style block, forms post to this origin only, and only the gateway
 * origin (config.publicOrigin) or the page itself may frame it.
 */
export function contentSecurityPolicy(nonce: string, frameOrigin: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    "form-action 'self'",
    `frame-ancestors 'self' ${frameOrigin}`,
    "base-uri 'none'",
  ].join('; ');
}

const STYLE = `body{font:16px system-ui,sans-serif;margin:0;padding:16px;background:#10131a;color:#f2f2f2}
h1{font-size:20px;margin:0 0 8px}.balance{font-size:18px;margin:8px 0 16px}
.msg{padding:8px;border-radius:6px;margin:8px 0}.ok{background:#1d4d2b}.err{background:#6b1d1d}
button{font-size:16px;padding:10px 18px;margin:4px;border:0;border-radius:6px;background:#e0a100;color:#111}
fieldset{border:1px solid #444;border-radius:6px;margin:8px 0}label{display:inline-block;margin:4px 8px}`;

export interface PageParts {
  title: string;
  /** Trusted HTML built by the caller from escaped parts. */
  body: string;
}

/** Sends a small self-contained page with its security headers. */
export function sendPage(
  reply: FastifyReply,
  status: number,
  frameOrigin: string,
  page: PageParts,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(page.title)}</title><style nonce="${nonce}">${STYLE}</style></head>
<body>${page.body}</body></html>`;
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', contentSecurityPolicy(nonce, frameOrigin))
      // The ticket rides in the address; never pass it on.
      .header('referrer-policy', 'no-referrer')
      .header('cache-control', 'no-store')
      .send(html)
  );
}

export function messageHtml(message: { ok: boolean; text: string } | null): string {
  if (!message) return '';
  return `<p class="msg ${message.ok ? 'ok' : 'err'}" role="status">${escapeHtml(message.text)}</p>`;
}

/** A page that only says what went wrong (bad or expired ticket). */
export function sendProblem(
  reply: FastifyReply,
  status: number,
  frameOrigin: string,
  text: string,
): FastifyReply {
  return sendPage(reply, status, frameOrigin, {
    title: 'Game unavailable',
    body: `<h1>Game unavailable</h1>${messageHtml({ ok: false, text })}`,
  });
}
