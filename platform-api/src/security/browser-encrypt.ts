import { webcrypto } from 'node:crypto';
import {
  type CredentialEnvelope,
  type CredentialKeyInfo,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
} from '@mobile/shared-contracts';

/**
 * Test helper: encrypts a payload exactly as the browser client does, with WebCrypto only
 * (globalThis.crypto.subtle in Node 20 and browsers), so tests exercise the real server path.
 */
export async function encryptLikeBrowser(
  payload: unknown,
  key: Pick<CredentialKeyInfo, 'keyId' | 'publicKey'>,
): Promise<CredentialEnvelope> {
  const crypto = (globalThis.crypto ?? webcrypto) as Crypto;
  const subtle = crypto.subtle;
  const encoder = new TextEncoder();
  const rsa = await subtle.importKey(
    'spki',
    Buffer.from(key.publicKey, 'base64'),
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
  const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('base64');
  return { keyId: key.keyId, wrappedKey: b64(wrappedKey), iv: b64(iv), ciphertext: b64(ciphertext) };
}

export const ENCRYPTED_HEADERS = { [ENCRYPTION_HEADER.toLowerCase()]: ENCRYPTION_SCHEME };
