import { isIPv6 } from 'node:net';

/** Hextets of an IPv6 address that name its network: one /64 is one subscriber's line. */
const NETWORK_HEXTETS = 4;
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The key a client's requests are counted under: an IPv4 address as it is; an IPv6 address by its /64
 * (a subscriber gets a whole /64 and could otherwise rotate through it); an IPv4-mapped IPv6 address as
 * the IPv4 it carries. IPv4 is the common case and costs one character scan.
 */
export function clientKeyOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  return `${networkOf(ip)}::/64`;
}

/** The first four hextets of a valid IPv6 address, written in full ('::' expanded, zone dropped). */
function networkOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  const [head = '', tail] = address.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (::1.2.3.4) takes two hextets' room; it lies past the /64 in any valid address.
  const backLength = back.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array<string>(8 - front.length - backLength).fill('0');
  return [...front, ...zeros, ...back]
    .slice(0, NETWORK_HEXTETS)
    .map((hextet) => hextet.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}
