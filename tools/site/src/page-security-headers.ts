import { createHash } from 'node:crypto';
import {
  hasUrlToken,
  htmlSecurityHeaders,
  type MerchantManifest,
  type PolicyOptions,
  parseManifest,
  resolveMerchant,
} from '@mobile/shared-contracts';
import { decodeHTMLAttribute } from 'entities';
import type { FastifyInstance } from 'fastify';

/** CSP hashes of the page's own inline <style> blocks (the home frame's critical CSS), nothing else. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * CSP hashes of the style attributes the page's HTML holds (a drawn page's row box and offsets, decision
 * 0611), once each: the browser refuses a parsed style attribute that `style-src-attr` does not name. The
 * hash is of the value as parsed (entities decoded), as CSP computes it.
 */
export function inlineStyleAttributeHashes(html: string): string[] {
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => match[1] ?? ''));
  return [...values].map(
    (value) => `'sha256-${createHash('sha256').update(decodeHTMLAttribute(value)).digest('base64')}'`,
  );
}

export interface PageHeadersSource {
  /** The API's origin, e.g. http://127.0.0.1:4000. */
  apiOrigin: string;
  assetOrigin?: string;
  chatOrigin?: string;
}

/**
 * Security headers of the shell page for a host name: the CSP follows the manifest of the host's merchant,
 * read from the API on every page load (an operator's switch applies on the next load, like the shell's).
 * While the API cannot answer, the last manifest seen for that merchant is used, and before any the
 * remote-less policy (the page then shows its start-up error without loading anything unplanned).
 * The local-storage merchant override (tests, demos) runs under the host merchant's policy.
 */
export function pageHeaders(source: PageHeadersSource) {
  const lastSeen = new Map<string, MerchantManifest>();
  async function manifestOf(merchantCode: string): Promise<MerchantManifest | null> {
    try {
      const url = `${source.apiOrigin}/wps/system/manifest?merchantCode=${encodeURIComponent(merchantCode)}`;
      const response = await fetch(url, {
        headers: { 'X-Merchant-Code': merchantCode },
        signal: AbortSignal.timeout(3_000),
      });
      const parsed = parseManifest(((await response.json()) as { value?: unknown }).value);
      if (parsed.ok) lastSeen.set(merchantCode, parsed.manifest);
    } catch {
      // API down or slow: fall back below.
    }
    return lastSeen.get(merchantCode) ?? null;
  }
  /** `search`: the page's query string; a token in it (finding 12 of issue 26) turns the Referer off. */
  return async (hostname: string, html = '', search = ''): Promise<Record<string, string>> => {
    const merchantCode = resolveMerchant({ hostname, override: null });
    const options: PolicyOptions = {
      ...(source.assetOrigin ? { assetOrigin: source.assetOrigin } : {}),
      ...(source.chatOrigin ? { chatOrigin: source.chatOrigin } : {}),
      inlineStyleHashes: inlineStyleHashes(html),
      inlineStyleAttributeHashes: inlineStyleAttributeHashes(html),
      // This gateway runs on a developer's machine only: `pnpm dev --remote` needs the dev server's socket.
      devSockets: true,
      tokenInAddress: hasUrlToken(search),
    };
    return htmlSecurityHeaders(await manifestOf(merchantCode), options);
  };
}

/** Paths of the shell's pages; the API's own pages (demo vendor, lottery, chat) send their own policy. */
export function isShellPagePath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === '/' || path === '/m' || path.startsWith('/m/');
}

/**
 * Every HTML answer of a shell page (the shell, the server-drawn home frame) gets the page's security
 * headers, on the gateway and on the home-frame service behind nginx alike. Register before compression,
 * so the HTML is still text here and its inline <style> can be allowed by hash.
 */
export function registerPageSecurityHeaders(app: FastifyInstance, source: PageHeadersSource): void {
  const headersFor = pageHeaders(source);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    // The API's framed pages keep their own policy: the shell's `frame-ancestors 'none'` would refuse them.
    if (!isShellPagePath(request.url)) return payload;
    const html = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : '';
    const query = request.url.indexOf('?');
    reply.headers(await headersFor(request.hostname, html, query < 0 ? '' : request.url.slice(query)));
    return payload;
  });
}
