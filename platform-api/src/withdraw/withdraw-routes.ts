import { amountProblem, centsOf, ENDPOINTS, WITHDRAW_LIMITS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireLoginPassword } from '../accounts/password-budget';
import { readWithdrawable } from '../bonus/turnover-store';
import { centsToAmount } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import { moneySessionOf } from '../deposit/money-session';
import { newOrderNo } from '../deposit/order-no';
import { ApiError } from '../http/api-error';
import { answeredBefore, idempotencyKeyOf } from '../http/idempotency';
import { registerEndpoint } from '../http/register-endpoint';
import { identityMissing } from '../kyc/kyc-withdrawal-gate';
import { requireSecondStep } from '../totp/second-step';
import { postEntry } from '../wallet/ledger';
import { lockWallet } from '../wallet/wallet-lock';
import { addBankCard, findMemberCard, listBankCards, listWithdrawBanks } from './bank-card-store';
import { requirePaymentPassword } from './payment-password';
import { readWithdrawInfo } from './withdraw-info';
import { findMemberWithdrawOrder, listWithdrawOrders, settleWithdrawOrder } from './withdraw-store';

export const WITHDRAW_PAGE_SIZE = 10;

/** Withdraw: funds and limits, bank cards, request (funds held), cancel, history. */
export function registerWithdrawRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.withdrawInfo, (ctx) =>
    readWithdrawInfo(ctx.deps.db, ctx.merchant.code, moneySessionOf(ctx).memberId),
  );

  registerEndpoint(app, ENDPOINTS.withdrawBanks, (ctx) => {
    moneySessionOf(ctx);
    return listWithdrawBanks(ctx.deps.db, ctx.merchant.code);
  });
  registerEndpoint(app, ENDPOINTS.bankCards, (ctx) =>
    listBankCards(ctx.deps.db, moneySessionOf(ctx).memberId),
  );

  registerEndpoint(app, ENDPOINTS.addBankCard, async (ctx) => {
    const session = moneySessionOf(ctx);
    const { memberId } = session;
    // A card is where money goes: the login password re-authenticates (issue 26 finding 7).
    await requireLoginPassword(
      ctx.deps.db,
      session,
      ctx.input.loginPassword,
      ctx.request.ip,
      'loginPassword',
    );
    await requirePaymentPassword(ctx.deps.db, memberId, ctx.input.paymentPassword);
    // With an authenticator on, a new card also takes its code (issue 31).
    await requireSecondStep(ctx.deps.db, ctx.deps.secrets.totp, memberId, ctx.input.totpCode);
    return addBankCard(ctx.deps.db, {
      memberId,
      merchantCode: ctx.merchant.code,
      bankCode: ctx.input.bankCode,
      cardNumber: ctx.input.cardNumber,
    });
  });

  registerEndpoint(
    app,
    ENDPOINTS.withdraw,
    async (ctx) => {
      const { memberId } = moneySessionOf(ctx);
      // The merchant's setting (operator kyc --withdrawal required): nothing is paid out before an approved identity.
      if (await identityMissing(ctx.deps.db, ctx.merchant.code, memberId))
        throw new ApiError('KYC_REQUIRED', 403);
      const problem = amountProblem(ctx.input.amount, WITHDRAW_LIMITS);
      if (problem) throw new ApiError(problem, 400, WITHDRAW_LIMITS);
      const card = await findMemberCard(ctx.deps.db, memberId, ctx.input.bankCardId);
      if (!card) throw new ApiError('BAD_REQUEST', 400);
      const amountCents = centsOf(ctx.input.amount) ?? 0;
      return inTransaction(ctx.deps.db, async (trx) => {
        const now = new Date();
        const orderNo = newOrderNo('W', now.getTime());
        // Bonus money stays until its turnover is met (finding 14): checked under the wallet lock, so
        // parallel requests each see what the one before took.
        await lockWallet(trx, memberId);
        const funds = await readWithdrawable(trx, memberId, now, true);
        if (amountCents > funds.withdrawableCents && amountCents <= funds.balanceCents)
          throw new ApiError('BONUS_TURNOVER', 409, {
            withdrawable: centsToAmount(funds.withdrawableCents),
            bonusLocked: centsToAmount(funds.lockedCents),
            turnoverLeft: centsToAmount(funds.turnoverLeftCents),
          });
        // The hold: the amount leaves the balance now (conditional debit), and comes back on cancel/reject.
        const held = await postEntry(trx, {
          memberId,
          txCode: 'WITHDRAW',
          amountCents: -amountCents,
          remark: `Withdrawal ${orderNo}`,
          reference: orderNo,
          at: now,
          traceId: ctx.request.trace.traceId,
        });
        if (!held.ok) throw new ApiError('INSUFFICIENT_BALANCE', 409);
        await trx
          .insertInto('withdraw_orders')
          .values({
            order_no: orderNo,
            member_id: memberId,
            bank_card_id: card.id,
            amount_cents: amountCents,
            status: 'PENDING',
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          })
          .execute();
        const order = await findMemberWithdrawOrder(trx, memberId, orderNo);
        if (!order) throw new ApiError('UNKNOWN', 500);
        return order;
      });
    },
    {
      // The withdrawal password is checked before the money transaction: a wrong one must count even
      // though the refused call's transaction rolls back (issue 26 finding 9).
      before: async (ctx) => {
        const { memberId } = moneySessionOf(ctx);
        // Another member's card is refused as before, without spending a try.
        if (!(await findMemberCard(ctx.deps.db, memberId, ctx.input.bankCardId)))
          throw new ApiError('BAD_REQUEST', 400);
        await requirePaymentPassword(ctx.deps.db, memberId, ctx.input.paymentPassword);
        // With an authenticator on, its code too (issue 31); a retry of an answered call reuses the answer
        // and does not spend a code again (that code's step is used, it would be refused).
        const claim = {
          memberId,
          key: idempotencyKeyOf(ctx.request),
          endpoint: ENDPOINTS.withdraw.path,
          payload: ctx.input,
        };
        if (!(await answeredBefore(ctx.deps.db, claim)))
          await requireSecondStep(ctx.deps.db, ctx.deps.secrets.totp, memberId, ctx.input.totpCode);
      },
    },
  );

  registerEndpoint(app, ENDPOINTS.cancelWithdraw, async (ctx) => {
    const { memberId } = moneySessionOf(ctx);
    return inTransaction(ctx.deps.db, async (trx) => {
      const result = await settleWithdrawOrder(trx, { orderNo: ctx.input.orderNo, memberId }, 'CANCELLED');
      if (result === 'not-found') throw new ApiError('ORDER_NOT_FOUND', 404);
      if (result === 'not-pending') throw new ApiError('ORDER_NOT_PENDING', 409);
      const order = await findMemberWithdrawOrder(trx, memberId, ctx.input.orderNo);
      if (!order) throw new ApiError('UNKNOWN', 500);
      return order;
    });
  });

  registerEndpoint(app, ENDPOINTS.withdrawReport, (ctx) =>
    listWithdrawOrders(ctx.deps.db, moneySessionOf(ctx).memberId, ctx.input.pageNo, WITHDRAW_PAGE_SIZE),
  );
}
