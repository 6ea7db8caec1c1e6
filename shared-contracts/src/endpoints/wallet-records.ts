import * as v from 'valibot';
import { pagedSchema } from '../envelope';
import { REWARD_STATUSES } from '../reward-status';
import { defineEndpoint } from './define';
import type { vendorWalletSchema } from './member';

const isoDate = v.pipe(v.string(), v.isoDate());
const pageNo = v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(1000));
const pageSize = v.optional(
  v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(50)),
);
/** An id in a query string. */
const idQuery = v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number));
/** An id in a JSON body. */
const idBody = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));
/** A positive amount with at most two decimals. */
const amountBody = v.pipe(
  v.number(),
  v.minValue(0.01),
  v.maxValue(10_000_000),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6),
);
const codeField = v.pipe(v.string(), v.regex(/^[A-Z0-9_]{2,32}$/));

export const BET_STATUSES = ['pending', 'won', 'lost', 'cancelled'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
/** Categories the betting record filters by (game categories of the catalogue). */
export const BET_CATEGORIES = ['LOTTERY', 'RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'POKER'] as const;

export const betOrderSchema = v.object({
  orderId: v.number(),
  orderNo: v.string(),
  gameName: v.string(),
  vendor: v.string(),
  category: v.string(),
  playType: v.nullable(v.string()),
  amount: v.number(),
  payout: v.number(),
  status: v.picklist(BET_STATUSES),
  createdAt: v.string(),
});

export const subOrderSchema = v.object({
  subOrderId: v.number(),
  content: v.string(),
  amount: v.number(),
  payout: v.number(),
  status: v.picklist(BET_STATUSES),
  drawAt: v.string(),
  cancellable: v.boolean(),
});

export const vendorRecordSchema = v.object({
  recordId: v.string(),
  orderId: v.number(),
  gameName: v.string(),
  vendor: v.string(),
  stake: v.number(),
  win: v.number(),
  result: v.string(),
  createdAt: v.string(),
});

export const pnlSchema = v.object({
  deposits: v.number(),
  withdrawals: v.number(),
  bets: v.number(),
  wins: v.number(),
  bonuses: v.number(),
  rebates: v.number(),
  other: v.number(),
  net: v.number(),
});

export const rewardSchema = v.object({
  rewardId: v.number(),
  title: v.string(),
  source: v.string(),
  amount: v.number(),
  status: v.picklist(REWARD_STATUSES),
  createdAt: v.string(),
  updatedAt: v.string(),
});

export const mallItemSchema = v.object({
  itemId: v.number(),
  name: v.string(),
  description: v.string(),
  pointsCost: v.number(),
  stock: v.number(),
});

export const redemptionSchema = v.object({
  redemptionId: v.number(),
  itemName: v.string(),
  points: v.number(),
  createdAt: v.string(),
});

const rangeQuery = { startDate: isoDate, endDate: isoDate, pageNo, pageSize };

export const walletRecordEndpoints = {
  betOrders: defineEndpoint({
    method: 'GET',
    path: '/lgw/orders',
    request: v.object({ ...rangeQuery, category: v.optional(v.picklist(BET_CATEGORIES)) }),
    response: pagedSchema(betOrderSchema),
    auth: 'required',
  }),
  betOrderDetail: defineEndpoint({
    method: 'GET',
    path: '/lgw/orders/detail',
    request: v.object({ orderId: idQuery }),
    response: v.object({ order: betOrderSchema, detail: v.string(), subOrders: v.array(subOrderSchema) }),
    auth: 'required',
  }),
  cancelSubOrder: defineEndpoint({
    method: 'POST',
    path: '/lgw/orders/suborders/cancel',
    request: v.object({ subOrderId: idBody }),
    response: v.object({ subOrderId: v.number(), refund: v.number(), balance: v.number() }),
    auth: 'required',
    idempotent: true,
  }),
  vendorRecords: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GCS_thirdPartyGameRecords',
    request: v.object({ ...rangeQuery, vendor: v.optional(codeField) }),
    response: pagedSchema(vendorRecordSchema),
    auth: 'required',
  }),
  memberPnl: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemPNL',
    request: v.object({ startDate: isoDate, endDate: isoDate }),
    response: pnlSchema,
    auth: 'required',
  }),
  txCodeList: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_TxCodeList',
    request: v.object({}),
    response: v.array(v.string()),
    auth: 'required',
  }),
  rewards: defineEndpoint({
    method: 'GET',
    path: '/wps/rewards',
    request: v.object({ status: v.optional(v.picklist(REWARD_STATUSES)) }),
    response: v.array(rewardSchema),
    auth: 'required',
  }),
  claimReward: defineEndpoint({
    method: 'POST',
    path: '/wps/rewards/claim',
    request: v.object({ rewardId: idBody }),
    response: v.object({ rewardId: v.number(), amount: v.number(), balance: v.number() }),
    auth: 'required',
    idempotent: true,
  }),
  mallItems: defineEndpoint({
    method: 'GET',
    path: '/wps/mall/items',
    request: v.object({}),
    response: v.object({ points: v.number(), items: v.array(mallItemSchema) }),
    auth: 'required',
  }),
  redeemMallItem: defineEndpoint({
    method: 'POST',
    path: '/wps/mall/redeem',
    request: v.object({ itemId: idBody }),
    response: v.object({ redemptionId: v.number(), points: v.number() }),
    auth: 'required',
    idempotent: true,
  }),
  mallRedemptions: defineEndpoint({
    method: 'GET',
    path: '/wps/mall/redemptions',
    request: v.object({ pageNo, pageSize }),
    response: pagedSchema(redemptionSchema),
    auth: 'required',
  }),
  walletTransfer: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    request: v.variant('direction', [
      v.object({ direction: v.picklist(['in', 'out']), vendor: codeField, amount: amountBody }),
      v.object({ direction: v.literal('allBack') }),
    ]),
    response: v.object({ main: v.number(), moved: v.number() }),
    auth: 'required',
    idempotent: true,
  }),
};

export type BetOrder = v.InferOutput<typeof betOrderSchema>;
export type SubOrder = v.InferOutput<typeof subOrderSchema>;
export type VendorRecord = v.InferOutput<typeof vendorRecordSchema>;
export type Pnl = v.InferOutput<typeof pnlSchema>;
export type Reward = v.InferOutput<typeof rewardSchema>;
export type MallItem = v.InferOutput<typeof mallItemSchema>;
export type Redemption = v.InferOutput<typeof redemptionSchema>;
export type VendorWallet = v.InferOutput<typeof vendorWalletSchema>;
