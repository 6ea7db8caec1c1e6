import * as v from 'valibot';
import { GATEWAY } from '../constants';
import { pagedSchema } from '../envelope';
import { centsOf } from '../money/amount-rules';
import { ORDER_STATUSES } from '../money/order-status';
import { RECEIPT_RULES } from '../money/receipt-check';
import { defineEndpoint } from './define';

export const DEPOSIT_VENDORS = ['BANK', 'EWALLET', 'GATEWAY'] as const;
export type DepositVendor = (typeof DEPOSIT_VENDORS)[number];
export const DEPOSIT_METHODS = ['MANUAL', 'GATEWAY'] as const;
/** SPEC 9 remark max 140 characters. */
export const DEPOSIT_REMARK_MAX = 140;
export const DEPOSIT_QUICK_AMOUNTS = [100, 300, 500, 1_000, 3_000, 5_000, 10_000] as const;

/** A positive amount with at most two decimals (limits are checked against the channel). */
export const moneyAmount = v.pipe(
  v.number(),
  v.check((n) => (centsOf(n) ?? 0) > 0, 'amount'),
);
const pageNo = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000));
export const orderNoSchema = v.pipe(v.string(), v.regex(/^[DW][0-9A-Z]{8,24}$/));

export const depositChannelSchema = v.object({
  id: v.number(),
  vendor: v.picklist(DEPOSIT_VENDORS),
  name: v.string(),
  method: v.picklist(DEPOSIT_METHODS),
  min: v.number(),
  max: v.number(),
  /** The merchant's receiving account of a manual channel; null for gateways. */
  account: v.nullable(v.object({ bankName: v.string(), accountName: v.string(), accountNumber: v.string() })),
});

export const depositPromoSchema = v.object({
  id: v.number(),
  title: v.string(),
  percent: v.number(),
  maxBonus: v.number(),
  minDeposit: v.number(),
});

export const depositOrderSchema = v.object({
  orderNo: v.string(),
  channelName: v.string(),
  method: v.picklist(DEPOSIT_METHODS),
  amount: v.number(),
  bonus: v.number(),
  status: v.picklist(ORDER_STATUSES),
  remark: v.string(),
  receipts: v.number(),
  createdAt: v.string(),
  /** Paid but held for review (responsible play: it would break a deposit limit, or came during a break). */
  heldForReview: v.optional(v.boolean()),
});

/** One receipt image as base64 (the server checks its bytes, never its name). */
const receiptUpload = v.object({
  name: v.pipe(v.string(), v.maxLength(200)),
  // 4/3 of 5 MB plus a margin, so a slightly larger file still reaches the size check and its message.
  dataBase64: v.pipe(v.string(), v.maxLength(Math.ceil((RECEIPT_RULES.maxBytes * 1.3 * 4) / 3))),
});

const depositRequest = {
  channelId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  amount: moneyAmount,
  promoId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
};

export const depositEndpoints = {
  depositChannels: defineEndpoint({
    method: 'GET',
    path: '/wps/deposit/channels',
    request: v.object({}),
    response: v.array(depositChannelSchema),
    auth: 'required',
  }),
  depositPromos: defineEndpoint({
    method: 'GET',
    path: '/wps/deposit/promos',
    request: v.object({}),
    response: v.array(depositPromoSchema),
    auth: 'required',
  }),
  gatewayDeposit: defineEndpoint({
    method: 'POST',
    path: '/wps/deposit/gateway',
    /** SPEC 9 gateway WEB 1, MOBILE 3: which kind of site opened the payment gateway (this one sends MOBILE). */
    request: v.object({ ...depositRequest, gateway: v.optional(v.picklist([GATEWAY.WEB, GATEWAY.MOBILE])) }),
    response: v.object({ orderNo: v.string(), gatewayUrl: v.string() }),
    auth: 'required',
    idempotent: true,
  }),
  manualDeposit: defineEndpoint({
    method: 'POST',
    path: '/wps/deposit/manual',
    request: v.object({
      ...depositRequest,
      remark: v.pipe(v.string(), v.trim(), v.maxLength(DEPOSIT_REMARK_MAX)),
      receipts: v.pipe(v.array(receiptUpload), v.minLength(1), v.maxLength(RECEIPT_RULES.maxImages)),
    }),
    response: depositOrderSchema,
    auth: 'required',
    idempotent: true,
    bodyLimitBytes: 24 * 1024 * 1024,
  }),
  depositOrders: defineEndpoint({
    method: 'GET',
    path: '/wps/deposit/orders',
    request: v.object({ pageNo }),
    response: pagedSchema(depositOrderSchema),
    auth: 'required',
  }),
  depositOrder: defineEndpoint({
    method: 'GET',
    path: '/wps/deposit/order',
    request: v.object({ orderNo: orderNoSchema }),
    response: depositOrderSchema,
    auth: 'required',
  }),
};

export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;
export type DepositPromo = v.InferOutput<typeof depositPromoSchema>;
export type DepositOrder = v.InferOutput<typeof depositOrderSchema>;
