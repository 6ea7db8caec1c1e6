import { createHash } from 'node:crypto';
import {
  htmlSecurityHeaders,
  type MerchantManifest,
  type PolicyOptions,
  parseManifest,
  resolveMerchant,
} from '@mobile/shared-contracts';

/** CSP hashes of the page's own inline <style> blocks (the home frame's critical CSS), nothing else. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

export interface PageHeadersSource {
  /** The API's origin, e.g. http://127.0.0.1:4000. */
  apiOrigin: string;
  assetOrigin?: string;
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
  return async (hostname: string, html = ''): Promise<Record<string, string>> => {
    const merchantCode = resolveMerchant({ hostname, override: null });
    const options: PolicyOptions = {
      ...(source.assetOrigin ? { assetOrigin: source.assetOrigin } : {}),
      inlineStyleHashes: inlineStyleHashes(html),
      // This gateway runs on a developer's machine only: `pnpm dev --remote` needs the dev server's socket.
      devSockets: true,
    };
    return htmlSecurityHeaders(await manifestOf(merchantCode), options);
  };
}
