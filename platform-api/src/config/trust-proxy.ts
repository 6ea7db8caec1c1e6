import { isIP } from 'node:net';

/** proxy-addr's names for address ranges (Fastify compiles the list with it). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export class TrustProxyError extends Error {}

function validEntry(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: the addresses of the proxies in front of the API (IPs, CIDRs, or proxy-addr's names
 * `loopback`, `linklocal`, `uniquelocal`), comma-separated; empty or `0` trusts none. The client's address
 * is then the right-most `X-Forwarded-For` entry that is not one of them (Fastify's `trustProxy` with a
 * list). A hop count or `true` is refused: `true` takes the left-most entry, which the client writes, and
 * Fastify 5.12 trusts no hop at all for a count (a count cannot tell the proxy from a direct client).
 */
export function parseTrustProxy(raw: string | undefined): string[] | false {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value) || value === 'true') {
    throw new TrustProxyError(
      'TRUST_PROXY must list the proxies\' addresses (e.g. "loopback" or "10.0.0.0/8"), not a hop count or true',
    );
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !validEntry(entry));
  if (bad !== undefined)
    throw new TrustProxyError(`TRUST_PROXY has an entry that is no address or range: ${bad}`);
  return entries;
}
