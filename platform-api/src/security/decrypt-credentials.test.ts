import { generateKeyPairSync } from 'node:crypto';
import { encryptLikeBrowser } from './browser-encrypt';
import { type CredentialKey, credentialKeyFrom, loadCredentialKey } from './credential-key';
import { decryptCredentials } from './decrypt-credentials';

const HEADER = 'rsa-oaep-256+a256gcm';
let key: CredentialKey;
beforeAll(() => {
  key = loadCredentialKey({});
});

const flip = (b64: string, index: number) => {
  const bytes = Buffer.from(b64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytes.toString('base64');
};

describe('decryptCredentials', () => {
  it('opens what WebCrypto sealed', async () => {
    const body = await encryptLikeBrowser({ username: 'player0', password: 'Demo1234' }, key);
    await expect(decryptCredentials(body, HEADER, key)).resolves.toEqual({
      issuedAt: expect.any(Number),
      nonce: expect.any(String),
      payload: { username: 'player0', password: 'Demo1234' },
    });
  });

  it.each([
    ['missing header', undefined],
    ['unknown scheme', 'base64'],
    ['two headers', [HEADER, HEADER]],
  ])('refuses a %s', async (_name, header) => {
    const body = await encryptLikeBrowser({ a: 1 }, key);
    await expect(decryptCredentials(body, header, key)).rejects.toEqual(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
  });

  it('refuses tampering with any part and an unknown key id', async () => {
    const body = await encryptLikeBrowser({ username: 'player0' }, key);
    const bad = [
      { ...body, ciphertext: flip(body.ciphertext, 0) },
      { ...body, ciphertext: flip(body.ciphertext, Buffer.from(body.ciphertext, 'base64').length - 1) },
      { ...body, iv: flip(body.iv, 3) },
      { ...body, wrappedKey: flip(body.wrappedKey, 10) },
      { ...body, keyId: 'someOtherKey' },
      { ...body, iv: Buffer.alloc(16).toString('base64') },
      { username: 'player0', password: 'Demo1234' },
      null,
    ];
    for (const b of bad) {
      await expect(decryptCredentials(b, HEADER, key)).rejects.toEqual(
        expect.objectContaining({ statusCode: 400 }),
      );
    }
  });

  it('binds the ciphertext to its key id (additional data)', async () => {
    const other = loadCredentialKey({});
    const body = await encryptLikeBrowser({ a: 1 }, { keyId: other.keyId, publicKey: key.publicKey });
    await expect(decryptCredentials({ ...body, keyId: key.keyId }, HEADER, key)).rejects.toEqual(
      expect.objectContaining({ statusCode: 400 }),
    );
  });

  it('loads CREDENTIAL_PRIVATE_KEY as PEM or base64 and refuses weak keys', () => {
    const pem = key.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    expect(loadCredentialKey({ CREDENTIAL_PRIVATE_KEY: pem }).keyId).toBe(key.keyId);
    expect(loadCredentialKey({ CREDENTIAL_PRIVATE_KEY: Buffer.from(pem).toString('base64') }).keyId).toBe(
      key.keyId,
    );
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => credentialKeyFrom(weak)).toThrow(/2048/);
  });
});
