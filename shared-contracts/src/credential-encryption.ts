import type { CredentialEnvelope, CredentialKeyInfo } from './crypto-envelope';

const toBase64 = (bytes: ArrayBuffer | Uint8Array) => {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/**
 * Encrypts a credential payload for the server (platform-api/src/accounts/README.md): a fresh
 * AES-256-GCM key per call (additional data = key id), wrapped with the server's RSA-OAEP-256 key.
 */
export async function encryptCredentials(
  payload: unknown,
  key: Pick<CredentialKeyInfo, 'keyId' | 'publicKey'>,
  crypto: Crypto = globalThis.crypto,
): Promise<CredentialEnvelope> {
  const { subtle } = crypto;
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
    encoder.encode(JSON.stringify(payload)),
  );
  const wrappedKey = await subtle.wrapKey('raw', aes, rsa, { name: 'RSA-OAEP' });
  return {
    keyId: key.keyId,
    wrappedKey: toBase64(wrappedKey),
    iv: toBase64(iv),
    ciphertext: toBase64(ciphertext),
  };
}
