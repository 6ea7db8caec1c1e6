/** @jest-environment node */
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { encryptCredentials } from './credential-encryption';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

/** The server's side (platform-api/src/security/decrypt-credentials.ts), with Node's crypto. */
function decrypt(envelope: { keyId: string; wrappedKey: string; iv: string; ciphertext: string }) {
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

describe('encryptCredentials', () => {
  it('makes an envelope the server opens back into the payload', async () => {
    const payload = { username: 'player1', password: 'Demo1234', type: 'username' };
    const envelope = await encryptCredentials(payload, { keyId: 'k1', publicKey });
    expect(envelope.keyId).toBe('k1');
    expect(Buffer.from(envelope.iv, 'base64')).toHaveLength(12);
    expect(envelope.ciphertext).not.toContain('Demo1234');
    expect(decrypt(envelope)).toEqual(payload);
  });

  it('uses a fresh key and nonce each time', async () => {
    const a = await encryptCredentials({ p: 1 }, { keyId: 'k1', publicKey });
    const b = await encryptCredentials({ p: 1 }, { keyId: 'k1', publicKey });
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('is bound to the key id (additional data)', async () => {
    const envelope = await encryptCredentials({ p: 1 }, { keyId: 'k1', publicKey });
    expect(() => decrypt({ ...envelope, keyId: 'k2' })).toThrow();
  });
});
