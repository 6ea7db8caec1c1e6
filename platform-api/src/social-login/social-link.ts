import type { LoginResult } from '@mobile/shared-contracts';
import { refundEvent, takeAttempt } from '../accounts/account-events';
import type { LoginMember } from '../accounts/account-store';
import { LIMITS } from '../accounts/limits';
import { openMemberSession } from '../accounts/member-session';
import { requireLoginPassword } from '../accounts/password-budget';
import { forbidden } from '../http/api-error';
import { passkeyRefused } from '../passkeys/passkey-errors';
import { type AuthenticationCredential, verifiedPasskeyMember } from '../passkeys/passkey-login';
import { clearFlowCookie, flowCookieOf } from './flow-cookie';
import { advanceFlow, deleteFlow, flowRefused, requireFlow } from './flow-store';
import { addLink } from './link-store';
import { linkedPlayable } from './member-match';
import type { SocialContext } from './social-flow';

/**
 * The link step of a social login (decision 0332): the account the provider's identity matched is linked
 * only after a proof of its own, its login password or one of its passkeys; then a session as any login.
 */
async function linkStep(ctx: SocialContext, prove: (member: LoginMember, now: Date) => Promise<void>) {
  const { db } = ctx.deps;
  const now = new Date();
  const flow = await requireFlow(db, ctx.merchant.code, flowCookieOf(ctx.request), 'link', now);
  const member = flow.memberId === null ? null : await linkedPlayable(db, flow.memberId);
  if (!member || !flow.identity) throw flowRefused();
  await prove(member, now);
  // Used once: a second request with the same cookie finds no flow at this stage.
  if (!(await advanceFlow(db, flow, 'link', 'exchanging'))) throw flowRefused();
  await deleteFlow(db, flow.id);
  clearFlowCookie(ctx.request, ctx.reply);
  const link = { merchantCode: ctx.merchant.code, provider: flow.provider, subject: flow.identity.subject };
  if (!(await addLink(db, { ...link, memberId: member.id }, now))) throw forbidden();
  return openMemberSession(db, member, now);
}

/** Linking with the matched account's login password, checked through the account's one budget. */
export function linkWithPassword(ctx: SocialContext, password: string): Promise<LoginResult> {
  return linkStep(ctx, (member, now) =>
    requireLoginPassword(
      ctx.deps.db,
      { memberId: member.id, merchantCode: ctx.merchant.code, userName: member.username },
      password,
      ctx.request.ip,
      'password',
      now,
    ),
  );
}

/**
 * Linking with a passkey of the matched account: an answer to a login challenge (`passkeyLoginOptions`),
 * checked exactly as a passkey login checks it and under the same address budget (a success gives its
 * slot back); a passkey of anyone else is refused like an unknown one.
 */
export function linkWithPasskey(
  ctx: SocialContext,
  credential: AuthenticationCredential,
): Promise<LoginResult> {
  const { db } = ctx.deps;
  return linkStep(ctx, async (member, now) => {
    const slot = await takeAttempt(db, 'login_ip', ctx.request.ip, LIMITS.loginPerIp, now);
    if ((await verifiedPasskeyMember(db, ctx.merchant, credential, now)) !== member.id)
      throw passkeyRefused();
    await refundEvent(db, slot);
  });
}
