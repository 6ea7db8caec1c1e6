import type {
  LoginResult,
  RegistrationPayload,
  SocialCallbackResult,
  SocialProviderId,
} from '@mobile/shared-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { takeAttempt } from '../accounts/account-events';
import { loginMemberByName } from '../accounts/account-store';
import { openMemberSession } from '../accounts/member-session';
import { switchOn } from '../accounts/merchant-settings';
import { type RegisterRequest, register } from '../accounts/register-flow';
import { forbidden } from '../http/api-error';
import type { AppDeps } from '../http/app-deps';
import type { Merchant } from '../merchants/merchant-store';
import { clearFlowCookie, flowCookieOf, setFlowCookie } from './flow-cookie';
import { advanceFlow, createFlow, deleteFlow, flowRefused, requireFlow } from './flow-store';
import { addLink, linkedMemberId } from './link-store';
import { linkedPlayable, matchingMember } from './member-match';
import { authorizationUrl, newFlowSecrets, type ProviderIdentity, redeemCode } from './oidc-client';
import { configuredProvider } from './provider-settings';
import { PROVIDER_SWITCH } from './provider-switch';
import { registrationFor } from './social-registration';

/** Logins with a provider one address may start in ten minutes (each one a row until it expires). */
export const SOCIAL_START_PER_IP = { max: 30, windowMs: 10 * 60 * 1000 };

export interface SocialContext {
  deps: AppDeps;
  merchant: Merchant;
  request: FastifyRequest;
  reply: FastifyReply;
}

async function usableProvider(ctx: SocialContext, id: SocialProviderId) {
  if (!(await switchOn(ctx.deps.db, ctx.merchant, PROVIDER_SWITCH[id]))) throw forbidden();
  const provider = await configuredProvider(ctx.deps.db, ctx.merchant.code, id);
  if (!provider) throw forbidden();
  return provider;
}

/** Start: state, nonce and PKCE verifier stored server-side under the hash of a new httpOnly cookie. */
export async function startSocialLogin(ctx: SocialContext, id: SocialProviderId): Promise<string> {
  const now = new Date();
  const provider = await usableProvider(ctx, id);
  await takeAttempt(ctx.deps.db, 'social_ip', ctx.request.ip, SOCIAL_START_PER_IP, now);
  const secrets = newFlowSecrets();
  const url = await authorizationUrl(provider, secrets);
  const binding = setFlowCookie(ctx.request, ctx.reply);
  await createFlow(ctx.deps.db, ctx.merchant.code, id, binding, secrets, now);
  return url;
}

function registerAnswer(provider: SocialProviderId, identity: ProviderIdentity): SocialCallbackResult {
  const registration = registrationFor(identity);
  return { outcome: 'register', provider, given: registration.given, prefill: registration.prefill };
}

/**
 * Callback: this browser's flow, used once; the code redeemed and the ID token verified (state, nonce,
 * issuer, audience, signature); then a linked member's session, or the link or registration step.
 */
export async function socialCallback(ctx: SocialContext, search: string): Promise<SocialCallbackResult> {
  const { db } = ctx.deps;
  const now = new Date();
  const flow = await requireFlow(db, ctx.merchant.code, flowCookieOf(ctx.request), 'started', now);
  const id = flow.provider;
  const provider = await usableProvider(ctx, id);
  if (!(await advanceFlow(db, flow, 'started', 'exchanging', null))) throw flowRefused();
  let identity: ProviderIdentity;
  try {
    identity = await redeemCode(provider, flow, search);
  } catch (error) {
    ctx.request.log.info(
      { reason: (error as Error).name, detail: (error as Error).message },
      'social login refused',
    );
    await deleteFlow(db, flow.id);
    clearFlowCookie(ctx.request, ctx.reply);
    throw flowRefused();
  }
  const linkedId = await linkedMemberId(db, ctx.merchant.code, id, identity.subject);
  if (linkedId !== null) {
    await deleteFlow(db, flow.id);
    clearFlowCookie(ctx.request, ctx.reply);
    const member = await linkedPlayable(db, linkedId);
    if (!member) throw forbidden();
    return { outcome: 'session', login: await openMemberSession(db, member, now) };
  }
  const match = await matchingMember(db, ctx.merchant.code, identity);
  if (match) {
    await advanceFlow(db, flow, 'exchanging', 'link', identity, match.id);
    return { outcome: 'link', provider: id, username: match.username };
  }
  await advanceFlow(db, flow, 'exchanging', 'register', identity, null);
  return registerAnswer(id, identity);
}

/** Registration step: the merchant's register rules, the provider's verified e-mail in place of the form's. */
export async function registerWithProvider(
  ctx: SocialContext,
  payload: RegistrationPayload,
  signal: AbortSignal,
): Promise<LoginResult> {
  const { db } = ctx.deps;
  const now = new Date();
  const flow = await requireFlow(db, ctx.merchant.code, flowCookieOf(ctx.request), 'register', now);
  if (!flow.identity) throw flowRefused();
  if (!(await advanceFlow(db, flow, 'register', 'exchanging'))) throw flowRefused();
  const request: RegisterRequest = {
    db,
    merchant: ctx.merchant,
    ip: ctx.request.ip,
    now,
    perIpHourly: ctx.deps.registerPerIpHourly,
    signal,
  };
  const { fields, mode } = await registrationFor(flow.identity).payload(db, ctx.merchant, payload);
  let login: LoginResult;
  try {
    login = await register(request, mode, fields);
  } catch (error) {
    // A field the rules refuse: the same flow may be sent again with the field corrected.
    await advanceFlow(db, flow, 'exchanging', 'register');
    throw error;
  }
  await deleteFlow(db, flow.id);
  clearFlowCookie(ctx.request, ctx.reply);
  const member = await loginMemberByName(db, ctx.merchant.code, login.userName);
  const link = { merchantCode: ctx.merchant.code, provider: flow.provider, subject: flow.identity.subject };
  if (member) await addLink(db, { ...link, memberId: member.id }, now);
  return login;
}
