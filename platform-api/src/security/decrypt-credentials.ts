import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
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

function unwrapKey(key: CredentialKey, wrapped: Buffer): Buffer {
  try {
    return privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrapped,
    );
  } catch {
    throw badRequest();
  }
}

/**
 * Opens an encrypted-credentials body: RSA-OAEP-256 unwraps the AES-256 key, AES-GCM (additional
 * data: the key id) decrypts and authenticates the JSON payload. Any failure is a plain 400, with no
 * hint of which step failed. The result is unvalidated JSON; the caller checks it with its schema.
 */
export function decryptCredentials(
  body: unknown,
  header: string | string[] | undefined,
  key: CredentialKey,
): unknown {
  checkEncryptionHeader(header);
  const parsed = v.safeParse(credentialEnvelopeSchema, body);
  if (!parsed.success || parsed.output.keyId !== key.keyId) throw badRequest();
  const envelope = parsed.output;
  const iv = Buffer.from(envelope.iv, 'base64');
  const sealed = Buffer.from(envelope.ciphertext, 'base64');
  if (iv.length !== IV_BYTES || sealed.length <= TAG_BYTES) throw badRequest();
  const aesKey = unwrapKey(key, Buffer.from(envelope.wrappedKey, 'base64'));
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
