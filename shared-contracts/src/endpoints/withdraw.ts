import * as v from 'valibot';
import { pagedSchema } from '../envelope';
import { ORDER_STATUSES } from '../money/order-status';
import { CARD_NUMBER_PATTERN, PAYEE_NAME_PATTERN, PAYMENT_PASSWORD_PATTERN } from '../money/withdraw-rules';
import { defineEndpoint } from './define';
import { moneyAmount, orderNoSchema } from './deposit';
import { secondStepField } from './totp';

const pageNo = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000));
const paymentPassword = v.pipe(v.string(), v.regex(PAYMENT_PASSWORD_PATTERN));
/** The login password: setting or changing the withdrawal password and adding a card re-authenticate. */
const loginPassword = v.pipe(v.string(), v.minLength(1), v.maxLength(128));

export const bankCardSchema = v.object({
  id: v.number(),
  bankCode: v.string(),
  bankName: v.string(),
  holderName: v.string(),
  maskedNumber: v.string(),
});

export const withdrawOrderSchema = v.object({
  orderNo: v.string(),
  bankName: v.string(),
  maskedNumber: v.string(),
  amount: v.number(),
  status: v.picklist(ORDER_STATUSES),
  createdAt: v.string(),
});

export const withdrawInfoSchema = v.object({
  balance: v.number(),
  held: v.number(),
  min: v.number(),
  max: v.number(),
  hasWithdrawalPassword: v.boolean(),
  payeeName: v.nullable(v.string()),
  /** What a request may take now: the balance less the bonus money still bound by turnover. */
  withdrawable: v.number(),
  /** Bonus money on the balance that the turnover requirement still binds. */
  bonusLocked: v.number(),
  /** Bets still needed before every bonus is free to withdraw. */
  turnoverLeft: v.number(),
  /** The merchant pays out only after an approved identity, and this member's is not (yet): KYC_REQUIRED. */
  identityRequired: v.boolean(),
  /** The member has an authenticator app on: withdrawals, new cards and withdrawal passwords need its code. */
  secondStep: v.boolean(),
});

export const withdrawEndpoints = {
  withdrawInfo: defineEndpoint({
    method: 'GET',
    path: '/wps/withdraw/info',
    request: v.object({}),
    response: withdrawInfoSchema,
    auth: 'required',
  }),
  hasWithdrawalPassword: defineEndpoint({
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    request: v.object({}),
    response: v.object({ hasWithdrawalPassword: v.boolean() }),
    auth: 'required',
  }),
  setPaymentPassword: defineEndpoint({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    request: v.object({
      /** Required when a withdrawal password is already set (change); ignored when setting the first. */
      oldPassword: v.optional(v.pipe(v.string(), v.maxLength(32))),
      loginPassword,
      newPassword: paymentPassword,
      confirmNewPassword: v.pipe(v.string(), v.maxLength(32)),
      /** The authenticator code (or a recovery code), required when the member has the second step on. */
      totpCode: secondStepField,
    }),
    response: v.object({ hasWithdrawalPassword: v.literal(true) }),
    auth: 'required',
  }),
  resetPaymentPassword: defineEndpoint({
    method: 'POST',
    path: '/wps/member/paymentPassword/reset',
    request: v.object({
      loginPassword,
      newPassword: paymentPassword,
      confirmNewPassword: v.pipe(v.string(), v.maxLength(32)),
      /** The authenticator code (or a recovery code), required when the member has the second step on. */
      totpCode: secondStepField,
    }),
    response: v.object({ hasWithdrawalPassword: v.literal(true) }),
    auth: 'required',
  }),
  setPayeeName: defineEndpoint({
    method: 'POST',
    path: '/wps/member/payeename',
    request: v.object({ payeeName: v.pipe(v.string(), v.trim(), v.regex(PAYEE_NAME_PATTERN)) }),
    response: v.object({ payeeName: v.string() }),
    auth: 'required',
  }),
  withdrawBanks: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_withdrawBanks',
    request: v.object({}),
    response: v.array(v.object({ code: v.string(), name: v.string() })),
    auth: 'required',
  }),
  bankCards: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_bankCards',
    request: v.object({}),
    response: v.array(bankCardSchema),
    auth: 'required',
  }),
  addBankCard: defineEndpoint({
    method: 'POST',
    path: '/wps/member/bankCard',
    request: v.object({
      bankCode: v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,20}$/)),
      cardNumber: v.pipe(v.string(), v.regex(CARD_NUMBER_PATTERN)),
      paymentPassword,
      loginPassword,
      totpCode: secondStepField,
    }),
    response: bankCardSchema,
    auth: 'required',
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/wps/transaction/withdraw',
    request: v.object({
      bankCardId: v.pipe(v.number(), v.integer(), v.minValue(1)),
      amount: moneyAmount,
      paymentPassword,
      totpCode: secondStepField,
    }),
    response: withdrawOrderSchema,
    auth: 'required',
    idempotent: true,
  }),
  cancelWithdraw: defineEndpoint({
    method: 'POST',
    path: '/wps/transaction/withdraw/cancel',
    request: v.object({ orderNo: orderNoSchema }),
    response: withdrawOrderSchema,
    auth: 'required',
    idempotent: true,
  }),
  withdrawReport: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCS2_WithdrawTransactionReport',
    request: v.object({ pageNo }),
    response: pagedSchema(withdrawOrderSchema),
    auth: 'required',
  }),
};

export type BankCard = v.InferOutput<typeof bankCardSchema>;
export type WithdrawOrder = v.InferOutput<typeof withdrawOrderSchema>;
export type WithdrawInfo = v.InferOutput<typeof withdrawInfoSchema>;
