import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe so it may travel in a query string as the spec allows. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored, so a database leak does not hand out live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
