import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SITE } from './site';

/**
 * Demo-profile helpers: the latest captcha the page fetched and its answer, and the latest SMS code sent
 * to a number, both read on the API's loopback-only dev port (never through the site's origin).
 */
/** The id of the next captcha the page fetches; start waiting before the action that fetches it. */
export function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().includes('/wps/captcha') && r.ok())
    .then(async (response) => ((await response.json()) as { value: { captchaId: string } }).value.captchaId);
}

export async function captchaAnswer(request: APIRequestContext, captchaId: string | null): Promise<string> {
  expect(captchaId, 'a captcha was fetched').toBeTruthy();
  const response = await request.get(`${SITE.devOrigin}/dev/captcha?id=${captchaId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { value: { answer: string } }).value.answer;
}

/** Polls the outbox until a 6-digit code for the number (e.g. +639171234568) or e-mail address arrives. */
export async function latestSmsCode(request: APIRequestContext, to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${SITE.devOrigin}/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = ((await response.json()) as { value: { body: string }[] }).value;
      code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}
