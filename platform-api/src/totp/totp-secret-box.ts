import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest: AES-256-GCM under a key derived from the `totp` shared secret
 * (`TOTP_SECRET_KEY`), the member id bound in as associated data, so a sealed secret copied onto another
 * member's row does not open. Stored as `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
const keyOf = (secret: Buffer) => createHash('sha256').update('totp-secret-box:v1:').update(secret).digest();
const aadOf = (memberId: number) => Buffer.from(`member:${memberId}`, 'utf8');

export function sealTotpSecret(key: Buffer, memberId: number, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  cipher.setAAD(aadOf(memberId));
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The base32 secret, or null when the box does not open (another key, another member, tampered). */
export function openTotpSecret(key: Buffer, memberId: number, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aadOf(memberId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
