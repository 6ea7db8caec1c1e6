import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Public order number: D (deposit) or W (withdrawal), time in base 36, six random characters. */
export function newOrderNo(prefix: 'D' | 'W', now = Date.now()): string {
  let random = '';
  for (let i = 0; i < 6; i++) random += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${now.toString(36).toUpperCase()}${random}`;
}
