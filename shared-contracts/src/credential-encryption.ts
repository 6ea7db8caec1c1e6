import type { CredentialEnvelope, CredentialKeyInfo, SealedCredentials } from './crypto-envelope';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

const toBase64Url = (bytes: Uint8Array) =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * Encrypts a credential payload for the server (platform-api/src/accounts/README.md): a fresh
 * AES-256-GCM key per call (additional data = key id), wrapped with the server's RSA-OAEP-256 key.
 * The payload is sealed with the time (`issuedAt`, server time as the caller knows it) and a fresh
 * nonce, so a captured body cannot be sent again.
 */
export async function encryptCredentials(
  payload: unknown,
  key: Pick<CredentialKeyInfo, 'keyId' | 'publicKey'>,
  crypto: Crypto = globalThis.crypto,
  issuedAt: number = Date.now(),
): Promise<CredentialEnvelope> {
  const { subtle } = crypto;
  const sealed: SealedCredentials = {
    issuedAt,
    nonce: toBase64Url(crypto.getRandomValues(new Uint8Array(18))),
    payload,
  };
  const encoder = new TextEncoder();
  const rsa = await subtle.importKey(
    'spki',
    fromBase64(key.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(key.keyId) },
    aes,
    encoder.encode(JSON.stringify(sealed)),
  );
  const wrappedKey = await subtle.wrapKey('raw', aes, rsa, { name: 'RSA-OAEP' });
  return {
    keyId: key.keyId,
    wrappedKey: toBase64(wrappedKey),
    iv: toBase64(iv),
    ciphertext: toBase64(ciphertext),
  };
}
