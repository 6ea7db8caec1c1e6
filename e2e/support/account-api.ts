import {
  type CredentialKeyInfo,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  type Envelope,
} from '@mobile/shared-contracts';
import type { APIRequestContext } from '@playwright/test';

const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('base64');

/** The credential envelope the browser client sends (RSA-OAEP-256 wrapping a fresh AES-256-GCM key). */
async function encrypt(payload: unknown, key: CredentialKeyInfo) {
  const { subtle } = globalThis.crypto;
  const encoder = new TextEncoder();
  const rsa = await subtle.importKey(
    'spki',
    Buffer.from(key.publicKey, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(key.keyId) },
    aes,
    encoder.encode(JSON.stringify(payload)),
  );
  const wrappedKey = await subtle.wrapKey('raw', aes, rsa, { name: 'RSA-OAEP' });
  return { keyId: key.keyId, wrappedKey: b64(wrappedKey), iv: b64(iv), ciphertext: b64(ciphertext) };
}

/**
 * A real username login through the encrypted call, with a solved captcha (one failed login from this
 * address makes the server ask for one); answers the envelope (success or error code).
 */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<Envelope<{ token: string }>> {
  const keyResponse = await request.get('/wps/system/credentialKey');
  const key = ((await keyResponse.json()) as Envelope<CredentialKeyInfo>).value;
  const captcha = ((await (await request.get('/wps/captcha')).json()) as Envelope<{ captchaId: string }>)
    .value;
  const body = await encrypt(
    {
      type: 'username',
      username,
      password,
      captchaId: captcha.captchaId,
      captcha: await captchaAnswer(request, captcha.captchaId),
      mobileNum: '',
      countryDialingCode: '',
      messageCode: '',
    },
    key,
  );
  const response = await request.post('/wps/session/login', {
    data: body,
    headers: { [ENCRYPTION_HEADER]: ENCRYPTION_SCHEME, 'x-merchant-code': 'demo' },
  });
  return (await response.json()) as Envelope<{ token: string }>;
}

/** The answer of a captcha issued in demo mode (GET /wps/dev/captcha, DEMO_OUTBOX=1 only). */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const response = await request.get(`/wps/dev/captcha?id=${encodeURIComponent(captchaId)}`);
  return ((await response.json()) as Envelope<{ answer: string }>).value.answer;
}

/** The latest 6-digit code the demo outbox holds for a recipient. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}`);
  const messages = ((await response.json()) as Envelope<{ body: string }[]>).value;
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${to}`);
  return code;
}
