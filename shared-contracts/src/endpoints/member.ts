import * as v from 'valibot';
import { defineEndpoint } from './define';

export const memberInfoSchema = v.object({
  id: v.number(),
  type: v.number(),
  nickname: v.nullable(v.string()),
  account: v.string(),
  memberLabel: v.array(v.object({ labelName: v.string() })),
  clubLabel: v.nullable(v.object({ labelName: v.string(), type: v.string() })),
  /** The member's chosen site avatar (`/wps/member/icon`); absent while none is chosen. */
  avatar: v.optional(v.number()),
});

/** Balance of one vendor's game wallet (fund transfer). */
export const vendorWalletSchema = v.object({ vendor: v.string(), name: v.string(), balance: v.number() });

/** sumBalance is the main wallet; `wallets` lists the vendor wallets money can be transferred to. */
export const walletSchema = v.object({
  currencySymbol: v.string(),
  sumBalance: v.number(),
  wallets: v.optional(v.array(vendorWalletSchema)),
});

export const memberEndpoints = {
  memberInfo: defineEndpoint({
    method: 'GET',
    path: '/wps/member/info',
    request: v.object({}),
    response: memberInfoSchema,
    auth: 'required',
  }),
  wallet: defineEndpoint({
    method: 'GET',
    path: '/wps/wallets/gcs',
    request: v.object({}),
    response: walletSchema,
    auth: 'required',
  }),
};
