import { type CredentialKeyInfo, registrationPayloadSchema } from '@mobile/shared-contracts';
import { runOperator } from '../operator/run-operator';
import { ENCRYPTED_HEADERS, encryptLikeBrowser } from '../security/browser-encrypt';
import { createTestContext, envelope, type TestContext } from '../test/test-context';
import { issueCaptcha } from './captcha-store';

/** Test helpers for the account calls: encrypted requests made like the browser makes them. */
export async function publicKeyOf(ctx: TestContext): Promise<CredentialKeyInfo> {
  const res = await ctx.call({ method: 'GET', url: '/wps/system/credentialKey' });
  return envelope<CredentialKeyInfo>(res).value;
}

export interface CallOptions {
  ip?: string;
  merchant?: string;
  headers?: Record<string, string>;
}

export async function encryptedCall(
  ctx: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  payload: unknown,
  options: CallOptions = {},
) {
  const body = await encryptLikeBrowser(payload, await publicKeyOf(ctx));
  return ctx.call({
    method,
    url,
    payload: body,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: { ...ENCRYPTED_HEADERS, 'x-merchant-code': options.merchant ?? 'demo', ...options.headers },
  });
}

export const loginAs = (ctx: TestContext, payload: Record<string, unknown>, options?: CallOptions) =>
  encryptedCall(ctx, 'POST', '/wps/session/login', { type: 'username', ...payload }, options);

/** A live captcha whose answer the test knows (the image itself is for people). */
export async function solvedCaptcha(ctx: TestContext): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId, answer } = await issueCaptcha(ctx.db, new Date());
  return { captchaId, captcha: answer };
}

/** The latest messages the outbox holds for a recipient, read the operator's way (`operator outbox`). */
export async function outboxOf(ctx: TestContext, to: string, merchant = 'demo'): Promise<{ body: string }[]> {
  const result = await runOperator(ctx.db, ['outbox', '--to', to, '--merchant', merchant]);
  if (result.exitCode !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { body: string }[];
}

/** The latest 6-digit code the outbox holds for a recipient. */
export async function latestCode(ctx: TestContext, to: string, merchant = 'demo'): Promise<string> {
  const messages = await outboxOf(ctx, to, merchant);
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no code for ${to}: ${JSON.stringify(messages)}`);
  return code;
}

export const DEMO_PASSWORD = 'Demo1234';

/** A registration payload as the client sends it: every unused field an empty string. */
export function registration(fields: Record<string, string>): Record<string, unknown> {
  const blank = Object.keys(registrationPayloadSchema.entries).map((name) => [name, '']);
  // An adult on every merchant (age gate, issue 14) unless the test says otherwise.
  return { ...Object.fromEntries(blank), registerMethod: 'H5', type: 0, birthDate: '1990-05-17', ...fields };
}

/**
 * One test context for a test file (codes are read with `latestCode`, through the operator command).
 * Returns a getter: the context exists only once beforeAll has run.
 */
export function withOutboxContext(): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return () => {
    if (!ctx) throw new Error('test context used before beforeAll');
    return ctx;
  };
}

/** Distinct client addresses for one test file, so per-IP limits of one test do not leak into another. */
export function ipSequence(prefix: string): () => string {
  let counter = 0;
  return () => {
    counter += 1;
    return `${prefix}.${counter}`;
  };
}
