/** @jest-environment node */

import { ENCRYPTION_HEADER, ENCRYPTION_SCHEME } from '@mobile/shared-contracts';
import { credentialKeyPair } from '@mobile/shared-contracts/testing';
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient } from './create-api-client';

const { publicKey, open: decrypt } = credentialKeyPair();
/** The test server's clock runs an hour ahead of the device's. */
const SERVER_AHEAD_MS = 60 * 60_000;

describe('the API client with encrypted endpoints', () => {
  function client(failLogins = 0, standaloneIos = false) {
    const requests: InternalAxiosRequestConfig[] = [];
    let failures = failLogins;
    const adapter: AxiosAdapter = async (config) => {
      requests.push(config);
      if (config.url === '/wps/session/login' && failures > 0) {
        failures -= 1;
        const data = { success: false, code: 'BAD_REQUEST', value: null };
        const response = { status: 400, data, statusText: '', headers: {}, config };
        throw new axios.AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
      }
      const value =
        config.url === '/wps/system/credentialKey'
          ? { keyId: 'k1', publicKey, scheme: ENCRYPTION_SCHEME, serverTime: Date.now() + SERVER_AHEAD_MS }
          : { token: 't', userName: 'player1', type: 1, firstTimeLogin: false };
      return { status: 200, data: { success: true, code: 'OK', value }, statusText: '', headers: {}, config };
    };
    const api = createApiClient({
      merchantCode: 'demo',
      getToken: () => null,
      onSessionExpired: jest.fn(),
      http: axios.create({ adapter }),
      standaloneIos,
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
    const sealed = decrypt(JSON.parse(String(logins[0]?.data))) as { issuedAt: number; nonce: string };
    expect(sealed).toEqual({ issuedAt: expect.any(Number), nonce: expect.any(String), payload });
    const second = decrypt(JSON.parse(String(logins[1]?.data))) as { nonce: string };
    expect(second.nonce).not.toBe(sealed.nonce);
  });

  it("stamps bodies in the server's time, whatever the device's clock says", async () => {
    const { api, requests } = client();
    await api.call('login', { username: 'player1', password: 'Demo1234', type: 'username' as const });
    const login = requests.find((r) => r.url === '/wps/session/login');
    const sealed = decrypt(JSON.parse(String(login?.data))) as { issuedAt: number };
    expect(Math.abs(sealed.issuedAt - (Date.now() + SERVER_AHEAD_MS))).toBeLessThan(60_000);
  });

  it('fetches the key again after a refused encrypted call (the server may have a new key)', async () => {
    const { api, requests } = client(1);
    const payload = { username: 'player1', password: 'Demo1234', type: 'username' as const };
    await expect(api.call('login', payload)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await api.call('login', payload);
    expect(requests.map((r) => r.url)).toEqual([
      '/wps/system/credentialKey',
      '/wps/session/login',
      '/wps/system/credentialKey',
      '/wps/session/login',
    ]);
  });

  it('marks the login of an iOS home-screen web clip with the device header, and only then', async () => {
    const payload = { username: 'player1', password: 'Demo1234', type: 'username' as const };
    const webClip = client(0, true);
    await webClip.api.call('login', payload);
    await webClip.api.call('register', {
      username: 'a',
      password: 'Demo1234',
      confirmPassword: 'Demo1234',
    } as never);
    const [login, freePlay] = webClip.requests.filter((r) => r.url !== '/wps/system/credentialKey');
    expect(login?.headers.get('Device')).toBe('OTHERS');
    expect(freePlay?.headers.get('Device')).toBeUndefined();
    const browser = client();
    await browser.api.call('login', payload);
    expect(browser.requests.at(-1)?.headers.get('Device')).toBeUndefined();
  });

  it('sends other bodies as they are', async () => {
    const { api, requests } = client();
    await api.call('freePlayLogin', { moduleId: 'FREEPLAY' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.get(ENCRYPTION_HEADER)).toBeUndefined();
  });
});
