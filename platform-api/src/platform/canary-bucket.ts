import { createHash } from 'node:crypto';

/** Shares are kept in basis points: 1 % = 100, so a 0.5 % canary is possible. */
export const FULL_SHARE = 10_000;

/**
 * The visitor's bucket (0 … 9999) for one canary: a SHA-256 of the canary's identity and the visitor id.
 * The same visitor always lands in the same bucket, so the choice survives reloads and every API instance
 * makes the same one; another canary (other remote, merchant or version) shuffles visitors afresh.
 * The share is not part of it: raising a share keeps everyone already in the canary there.
 */
export function canaryBucket(canaryKey: string, visitorId: string): number {
  const digest = createHash('sha256').update(`${canaryKey}\n${visitorId}`).digest();
  return digest.readUInt32BE(0) % FULL_SHARE;
}

/** True when this visitor gets the canary at `shareBasisPoints` (0 = nobody, 10000 = everyone). */
export function inCanary(canaryKey: string, visitorId: string, shareBasisPoints: number): boolean {
  return canaryBucket(canaryKey, visitorId) < shareBasisPoints;
}

/** `--share 12.5` (percent, at most two decimals, 0-100) in basis points; null when it is not one. */
export function parseSharePercent(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return null;
  const basisPoints = Math.round(Number(text) * 100);
  return basisPoints <= FULL_SHARE ? basisPoints : null;
}

/** Basis points as the operator typed them: 1250 -> 12.5. */
export const sharePercent = (basisPoints: number): number => basisPoints / 100;
