import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { CredentialEnvelope } from '../crypto-envelope';

/**
 * Test kit (Node only): a fresh RSA key pair, its public key as the server publishes it, and `open`,
 * which opens an envelope as platform-api/src/security/decrypt-credentials.ts does, with Node's crypto.
 */
export function credentialKeyPair() {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  function open(envelope: CredentialEnvelope): unknown {
    const aesKey = privateDecrypt(
      { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(envelope.wrappedKey, 'base64'),
    );
    const sealed = Buffer.from(envelope.ciphertext, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(envelope.iv, 'base64'));
    decipher.setAAD(Buffer.from(envelope.keyId, 'utf8'));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  }
  return { publicKey, open };
}
