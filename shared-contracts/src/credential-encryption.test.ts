/** @jest-environment node */

import { encryptCredentials } from './credential-encryption';
import { credentialKeyPair } from './testing';

const { publicKey, open: decrypt } = credentialKeyPair();

describe('encryptCredentials', () => {
  it('makes an envelope the server opens back into the payload, sealed with its time and a nonce', async () => {
    const payload = { username: 'player1', password: 'Demo1234', type: 'username' };
    const envelope = await encryptCredentials(
      payload,
      { keyId: 'k1', publicKey },
      undefined,
      1_700_000_000_000,
    );
    expect(envelope.keyId).toBe('k1');
    expect(Buffer.from(envelope.iv, 'base64')).toHaveLength(12);
    expect(envelope.ciphertext).not.toContain('Demo1234');
    expect(decrypt(envelope)).toEqual({
      issuedAt: 1_700_000_000_000,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/),
      payload,
    });
  });

  it('seals each body with its own nonce', async () => {
    const a = decrypt(await encryptCredentials({ p: 1 }, { keyId: 'k1', publicKey })) as { nonce: string };
    const b = decrypt(await encryptCredentials({ p: 1 }, { keyId: 'k1', publicKey })) as { nonce: string };
    expect(a.nonce).not.toBe(b.nonce);
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
