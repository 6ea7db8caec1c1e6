import * as v from 'valibot';
import { defineEndpoint } from './define';

/** A jackpot win: the pool's name, the winner's masked account name, the amount paid, when (ISO). */
export const jackpotWinSchema = v.object({
  pool: v.string(),
  member: v.string(),
  amount: v.number(),
  at: v.string(),
});
export type JackpotWinEntry = v.InferOutput<typeof jackpotWinSchema>;

/** A jackpot pool of the merchant's demo vendor games: what it holds now and its last win. */
export const jackpotPoolSchema = v.object({
  id: v.number(),
  name: v.string(),
  amount: v.number(),
  currency: v.string(),
  lastWin: v.nullable(jackpotWinSchema),
});
export type JackpotPool = v.InferOutput<typeof jackpotPoolSchema>;

export const jackpotEndpoints = {
  /** The merchant's pools in the operator's order and the latest wins, newest first (guest-readable). */
  jackpotPools: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/JACKPOT_pools',
    request: v.object({}),
    response: v.object({ pools: v.array(jackpotPoolSchema), wins: v.array(jackpotWinSchema) }),
    auth: 'none',
    guestCache: true,
    throttleMs: 1_000,
    silent: true,
  }),
};
