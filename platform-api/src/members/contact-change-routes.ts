import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { takeAttempt } from '../accounts/account-events';
import { emailOf, memberIdByMobile, normaliseEmail, requireMobileKey } from '../accounts/contacts';
import { LIMITS } from '../accounts/limits';
import { type Channel, sendToOutbox } from '../accounts/outbox';
import { requireLoginPassword } from '../accounts/password-budget';
import { issueCode, requireCode } from '../accounts/verification-codes';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import type { Session } from '../sessions/session-store';
import { maskEmail, maskMobile } from './mask-contact';

const mobileInUse = () => new ApiError('MOBILE_IN_USE', 409, { field: 'mobileNum' });

/** The code for a new contact is the member's own: another member asking for the same address gets another. */
const bindTarget = (session: Session, channel: Channel, recipient: string) => ({
  merchantCode: session.merchantCode,
  channel,
  recipient,
  purpose: `bind:${session.memberId}` as const,
});

async function mobileOf(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('member_contacts')
    .select('mobile')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.mobile ?? null;
}

async function refuseTakenMobile(db: Db, session: Session, mobile: string): Promise<void> {
  const owner = await memberIdByMobile(db, session.merchantCode, mobile);
  if (owner !== null && owner !== session.memberId) throw mobileInUse();
}

async function saveContact(db: Db, session: Session, contact: { email: string } | { mobile: string }) {
  await db
    .insertInto('member_contacts')
    .values({
      member_id: session.memberId,
      merchant_code: session.merchantCode,
      mobile: null,
      email: null,
      ...contact,
    })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(contact))
    .execute();
}

/** The old address hears of the change, so a hijacked session cannot move the account away unseen. */
async function noticeToOld(
  db: Db,
  session: Session,
  channel: Channel,
  old: string | null,
  masked: string,
  now: Date,
) {
  if (!old) return;
  const what = channel === 'email' ? 'e-mail address' : 'mobile number';
  const body =
    `The ${what} of your account ${session.userName} was changed to ${masked}. ` +
    'If you did not do this, contact customer service now.';
  await sendToOutbox(db, { merchantCode: session.merchantCode, channel, recipient: old, body }, now);
}

/**
 * E-mail and mobile number of the security centre (issue 26 finding 7): the login password (within the
 * account's password budget) before a code goes to the new address; the address is used only once its
 * code comes back; the old address gets a notice.
 */
export function registerContactChangeRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.emailChangeCode, async (ctx) => {
    const session = sessionOf(ctx);
    const { db } = ctx.deps;
    const now = new Date();
    const email = normaliseEmail(ctx.input.email);
    await requireLoginPassword(db, session, ctx.input.loginPassword, ctx.request.ip, 'loginPassword', now);
    await takeAttempt(db, 'email_address', email, LIMITS.emailPerAddress, now);
    return { expirationTime: await issueCode(db, bindTarget(session, 'email', email), now) };
  });

  registerEndpoint(app, ENDPOINTS.setEmail, async (ctx) => {
    const session = sessionOf(ctx);
    const { db } = ctx.deps;
    const now = new Date();
    const email = normaliseEmail(ctx.input.email);
    await takeAttempt(db, 'code_ip', ctx.request.ip, LIMITS.codeCheckPerIp, now);
    await requireCode(db, bindTarget(session, 'email', email), ctx.input.code, now);
    const old = await emailOf(db, session.memberId);
    await saveContact(db, session, { email });
    const masked = maskEmail(email) ?? '';
    if (old !== email) await noticeToOld(db, session, 'email', old, masked, now);
    return { email: masked };
  });

  registerEndpoint(app, ENDPOINTS.mobileChangeCode, async (ctx) => {
    const session = sessionOf(ctx);
    const { db } = ctx.deps;
    const now = new Date();
    const mobile = requireMobileKey(ctx.input.countryDialingCode, ctx.input.mobileNum);
    await requireLoginPassword(db, session, ctx.input.loginPassword, ctx.request.ip, 'loginPassword', now);
    await refuseTakenMobile(db, session, mobile);
    await takeAttempt(db, 'sms_number', mobile, LIMITS.smsPerNumber, now);
    await takeAttempt(db, 'sms_number_hour', mobile, LIMITS.smsPerNumberHourly, now);
    return { expirationTime: await issueCode(db, bindTarget(session, 'sms', mobile), now) };
  });

  registerEndpoint(app, ENDPOINTS.setMobile, async (ctx) => {
    const session = sessionOf(ctx);
    const { db } = ctx.deps;
    const now = new Date();
    const mobile = requireMobileKey(ctx.input.countryDialingCode, ctx.input.mobileNum);
    await takeAttempt(db, 'code_ip', ctx.request.ip, LIMITS.codeCheckPerIp, now);
    await requireCode(db, bindTarget(session, 'sms', mobile), ctx.input.code, now);
    await refuseTakenMobile(db, session, mobile);
    const old = await mobileOf(db, session.memberId);
    try {
      await saveContact(db, session, { mobile });
    } catch (error) {
      // Another member bound the number in the meantime (the unique index decided).
      if ((await memberIdByMobile(db, session.merchantCode, mobile)) !== session.memberId)
        throw mobileInUse();
      throw error;
    }
    const masked = maskMobile(mobile) ?? '';
    if (old !== mobile) await noticeToOld(db, session, 'sms', old, masked, now);
    return { mobile: masked };
  });
}
