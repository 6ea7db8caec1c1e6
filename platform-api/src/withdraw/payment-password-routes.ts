import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, notLoggedIn } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { maskEmail } from '../members/mask-contact';
import { verifyPassword } from '../security/password';
import { paymentPasswordHash, storePaymentPassword } from './payment-password';

/** Withdrawal password (set, change, reset by the login password), payee name and e-mail. */
export function registerPaymentPasswordRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.hasWithdrawalPassword, async (ctx) => ({
    hasWithdrawalPassword: (await paymentPasswordHash(ctx.deps.db, sessionOf(ctx).memberId)) !== null,
  }));

  registerEndpoint(app, ENDPOINTS.setPaymentPassword, async (ctx) => {
    const { memberId } = sessionOf(ctx);
    const { oldPassword, newPassword, confirmNewPassword } = ctx.input;
    if (newPassword !== confirmNewPassword) throw new ApiError('PASSWORD_MISMATCH', 400);
    const current = await paymentPasswordHash(ctx.deps.db, memberId);
    // Changing needs the old one; setting the first one needs only the session.
    if (current && !(oldPassword && (await verifyPassword(oldPassword, current))))
      throw new ApiError('PAYMENT_PASSWORD_WRONG', 400);
    if (current && oldPassword === newPassword) throw new ApiError('PASSWORD_SAME_AS_OLD', 400);
    await storePaymentPassword(ctx.deps.db, memberId, newPassword);
    return { hasWithdrawalPassword: true as const };
  });

  registerEndpoint(app, ENDPOINTS.resetPaymentPassword, async (ctx) => {
    const { memberId } = sessionOf(ctx);
    const { loginPassword, newPassword, confirmNewPassword } = ctx.input;
    if (newPassword !== confirmNewPassword) throw new ApiError('PASSWORD_MISMATCH', 400);
    const member = await ctx.deps.db
      .selectFrom('members')
      .select('password_hash')
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!member) throw notLoggedIn();
    if (!(await verifyPassword(loginPassword, member.password_hash)))
      throw new ApiError('WRONG_CREDENTIALS', 400);
    await storePaymentPassword(ctx.deps.db, memberId, newPassword);
    return { hasWithdrawalPassword: true as const };
  });

  registerEndpoint(app, ENDPOINTS.setPayeeName, async (ctx) => {
    const { memberId } = sessionOf(ctx);
    // Set once: bank cards carry it as their holder, so only the operator may change it afterwards.
    const updated = await ctx.deps.db
      .updateTable('members')
      .set({ payee_name: ctx.input.payeeName })
      .where('id', '=', memberId)
      .where('payee_name', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new ApiError('PAYEE_NAME_SET', 409);
    return { payeeName: ctx.input.payeeName };
  });

  registerEndpoint(app, ENDPOINTS.setEmail, async (ctx) => {
    const session = sessionOf(ctx);
    const email = ctx.input.email.toLowerCase();
    await ctx.deps.db
      .insertInto('member_contacts')
      .values({ member_id: session.memberId, merchant_code: ctx.merchant.code, mobile: null, email })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ email }))
      .execute();
    return { email: maskEmail(email) ?? '' };
  });
}
