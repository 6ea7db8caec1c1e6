import {
  type CredentialKeyInfo,
  ENCRYPTION_HEADER,
  ENCRYPTION_SCHEME,
  type Envelope,
  encryptCredentials,
} from '@mobile/shared-contracts';
import type { APIRequestContext } from '@playwright/test';
import { captchaAnswer } from './demo-codes';

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

/** Captcha answers and codes come from the API's loopback-only dev port (demo profile): see demo-codes.ts. */
export { captchaAnswer, latestSmsCode as latestCode } from './demo-codes';
