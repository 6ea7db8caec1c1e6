import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireLoginPassword } from '../accounts/password-budget';
import { ApiError } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireSecondStep } from '../totp/second-step';
import { paymentPasswordHash, storePaymentPassword } from './payment-password';
import { checkPaymentPasswordGuarded } from './payment-password-guard';

/** Withdrawal password (set, change, reset: each with the login password) and payee name. */
export function registerPaymentPasswordRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.hasWithdrawalPassword, async (ctx) => ({
    hasWithdrawalPassword: (await paymentPasswordHash(ctx.deps.db, sessionOf(ctx).memberId)) !== null,
  }));

  registerEndpoint(app, ENDPOINTS.setPaymentPassword, async (ctx) => {
    const session = sessionOf(ctx);
    const { oldPassword, newPassword, confirmNewPassword, loginPassword } = ctx.input;
    if (newPassword !== confirmNewPassword) throw new ApiError('PASSWORD_MISMATCH', 400);
    const current = await paymentPasswordHash(ctx.deps.db, session.memberId);
    if (current && oldPassword === newPassword) throw new ApiError('PASSWORD_SAME_AS_OLD', 400);
    // Setting or changing re-authenticates with the login password; changing also needs the old one.
    await requireLoginPassword(ctx.deps.db, session, loginPassword, ctx.request.ip, 'loginPassword');
    if (current) await checkPaymentPasswordGuarded(ctx.deps.db, session.memberId, oldPassword ?? '', current);
    // With an authenticator on, its code too (issue 31).
    await requireSecondStep(ctx.deps.db, ctx.deps.secrets.totp, session.memberId, ctx.input.totpCode);
    await storePaymentPassword(ctx.deps.db, session.memberId, newPassword);
    return { hasWithdrawalPassword: true as const };
  });

  registerEndpoint(app, ENDPOINTS.resetPaymentPassword, async (ctx) => {
    const session = sessionOf(ctx);
    const { loginPassword, newPassword, confirmNewPassword } = ctx.input;
    if (newPassword !== confirmNewPassword) throw new ApiError('PASSWORD_MISMATCH', 400);
    // The login password is checked within the account's one password budget (issue 26 finding 8).
    await requireLoginPassword(ctx.deps.db, session, loginPassword, ctx.request.ip, 'loginPassword');
    await requireSecondStep(ctx.deps.db, ctx.deps.secrets.totp, session.memberId, ctx.input.totpCode);
    await storePaymentPassword(ctx.deps.db, session.memberId, newPassword);
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
}
