/** @jest-environment node */
import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from '@mobile/shared-contracts';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './create-api-client';
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

describe('the API client with encrypted endpoints', () => {
  function client() {
    const requests: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      requests.push(config);
      const value =
        config.url === '/wps/system/credentialKey'
          ? { keyId: 'k1', publicKey, scheme: ENCRYPTION_SCHEME }
          : { token: 't', userName: 'player1', type: 1, firstTimeLogin: false };
      return { status: 200, data: { success: true, code: 'OK', value }, statusText: '', headers: {}, config };
    };
    const api = createApiClient({
      merchantCode: 'demo',
      getToken: () => null,
      onSessionExpired: jest.fn(),
      http: axios.create({ adapter }),
    });
    return { api, requests };
  }

  it('fetches the key once and sends login bodies encrypted with the header', async () => {
    const { api, requests } = client();
    const payload = { username: 'player1', password: 'Demo1234', type: 'username' as const };
    await api.call('login', payload);
    await api.call('login', payload);
    const logins = requests.filter((r) => r.url === '/wps/session/login');
    expect(requests.filter((r) => r.url === '/wps/system/credentialKey')).toHaveLength(1);
    expect(logins).toHaveLength(2);
    expect(logins[0]?.headers.get(ENCRYPTION_HEADER)).toBe(ENCRYPTION_SCHEME);
    expect(String(logins[0]?.data)).not.toContain('Demo1234');
    expect(decrypt(JSON.parse(String(logins[0]?.data)))).toEqual(payload);
  });

  it('sends other bodies as they are', async () => {
    const { api, requests } = client();
    await api.call('freePlayLogin', { moduleId: '' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get(ENCRYPTION_HEADER)).toBeUndefined();
  });
});
