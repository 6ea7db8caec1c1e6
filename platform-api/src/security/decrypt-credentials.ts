import { createDecipheriv, type KeyObject, webcrypto } from 'node:crypto';
import { credentialEnvelopeSchema, ENCRYPTION_SCHEME } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { badRequest } from '../http/api-error';
import type { CredentialKey } from './credential-key';

const AES_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The X-Encryption header must name exactly our scheme. */
export function checkEncryptionHeader(header: string | string[] | undefined): void {
  if (typeof header !== 'string' || header.trim().toLowerCase() !== ENCRYPTION_SCHEME) throw badRequest();
}

const unwrapKeys = new WeakMap<KeyObject, Promise<webcrypto.CryptoKey>>();

/** The private key as a WebCrypto RSA-OAEP-256 key, imported once per key. */
function unwrapKeyOf(privateKey: KeyObject): Promise<webcrypto.CryptoKey> {
  let imported = unwrapKeys.get(privateKey);
  if (!imported) {
    imported = webcrypto.subtle.importKey(
      'pkcs8',
      privateKey.export({ format: 'der', type: 'pkcs8' }),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['decrypt'],
    );
    unwrapKeys.set(privateKey, imported);
  }
  return imported;
}

/**
 * RSA-OAEP-256 through WebCrypto, which runs on the libuv thread pool: a private-key operation takes a
 * few milliseconds of a busy core, and a login storm's burst of them on the event loop held every other
 * request up for hundreds of milliseconds (crypto.privateDecrypt is synchronous).
 */
async function unwrapKey(key: CredentialKey, wrapped: Buffer): Promise<Buffer> {
  try {
    const unwrapped = await webcrypto.subtle.decrypt(
      { name: 'RSA-OAEP' },
      await unwrapKeyOf(key.privateKey),
      wrapped,
    );
    return Buffer.from(unwrapped);
  } catch {
    throw badRequest();
  }
}

/**
 * Opens an encrypted-credentials body: RSA-OAEP-256 unwraps the AES-256 key, AES-GCM (additional
 * data: the key id) decrypts and authenticates the JSON payload. Any failure is a plain 400, with no
 * hint of which step failed. The result is unvalidated JSON; the caller checks it with its schema.
 */
export async function decryptCredentials(
  body: unknown,
  header: string | string[] | undefined,
  key: CredentialKey,
): Promise<unknown> {
  checkEncryptionHeader(header);
  const parsed = v.safeParse(credentialEnvelopeSchema, body);
  if (!parsed.success || parsed.output.keyId !== key.keyId) throw badRequest();
  const envelope = parsed.output;
  const iv = Buffer.from(envelope.iv, 'base64');
  const sealed = Buffer.from(envelope.ciphertext, 'base64');
  if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) throw badRequest();
  const aesKey = await unwrapKey(key, Buffer.from(envelope.wrappedKey, 'base64'));
  if (aesKey.length !== AES_KEY_BYTES) throw badRequest();
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(envelope.keyId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString('utf8')) as unknown;
  } catch {
    throw badRequest();
  } finally {
    aesKey.fill(0);
  }
}
