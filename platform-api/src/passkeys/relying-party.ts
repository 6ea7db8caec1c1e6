import { FORCED_TEST_HOST, FORCED_TEST_MERCHANT, MERCHANT_HOSTS } from '@mobile/shared-contracts';

/** Where a passkey ceremony runs: the page's origin and the relying party id its passkeys are bound to. */
export interface RelyingParty {
  /** The merchant's host from the host-name table (or the forced test host), never an IP address. */
  rpId: string;
  origin: string;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** Browsers treat these as secure over plain http (local sites, the end-to-end suite). */
function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/**
 * The relying party of a page at `origin` for `merchantCode`: the page's host must be the merchant's own
 * (an entry of the host-name table for that merchant, or a subdomain of one, or the forced test host for
 * the test merchant), over https (http only on localhost); the relying party id is that table entry, so
 * one passkey serves the merchant's host and its subdomains (docs/decisions/0321). Anything else: null.
 */
export function relyingPartyFor(merchantCode: string, origin: string | undefined): RelyingParty | null {
  if (!origin) return null;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHost(host))) return null;
  if (IPV4.test(host) || host.includes(':')) return null;
  if (host === FORCED_TEST_HOST)
    return merchantCode === FORCED_TEST_MERCHANT ? { rpId: host, origin: url.origin } : null;
  const labels = host.split('.');
  for (let i = 0; i < labels.length; i++) {
    const entry = labels.slice(i).join('.');
    const owner = Object.hasOwn(MERCHANT_HOSTS, entry) ? MERCHANT_HOSTS[entry] : undefined;
    if (owner === undefined) continue;
    return owner === merchantCode && !IPV4.test(entry) ? { rpId: entry, origin: url.origin } : null;
  }
  return null;
}
