import {
  type CredentialKeyInfo,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  type Envelope,
  encryptCredentials,
} from '@mobile/shared-contracts';
import type { APIRequestContext } from '@playwright/test';

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
  const body = await encryptCredentials(
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
