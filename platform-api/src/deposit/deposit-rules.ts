import { amountProblem, centsOf } from '@mobile/shared-contracts';
import { centsToAmount } from '../common/money';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { findChannel, findPromo } from './channel-store';
import { hadFirstDeposit } from './deposit-bonus';

export interface DepositRequest {
  channelId: number;
  amount: number;
  promoId: number | null;
}

/** Promo bonus: its percent of the amount, capped; none below the promo's minimum deposit. */
export function bonusCents(
  amountCents: number,
  promo: { percent: number; max_bonus_cents: number | string; min_deposit_cents: number | string },
): number {
  if (amountCents < Number(promo.min_deposit_cents)) return 0;
  return Math.min(Math.floor((amountCents * promo.percent) / 100), Number(promo.max_bonus_cents));
}

/** The channel of the merchant with the method asked for, the amount within its limits, the promo (one the member may still have). */
export async function checkDeposit(
  db: Db,
  merchantCode: string,
  request: DepositRequest,
  method: 'MANUAL' | 'GATEWAY',
  memberId: number,
) {
  const channel = await findChannel(db, merchantCode, request.channelId);
  if (!channel || channel.method !== method) throw new ApiError('BAD_REQUEST', 400);
  const limits = { min: centsToAmount(channel.min_cents), max: centsToAmount(channel.max_cents) };
  const problem = amountProblem(request.amount, limits);
  if (problem) throw new ApiError(problem, 400, limits);
  const amountCents = centsOf(request.amount) ?? 0;
  let bonus = 0;
  if (request.promoId !== null) {
    const promo = await findPromo(db, merchantCode, request.promoId);
    if (!promo) throw new ApiError('BAD_REQUEST', 400);
    // Told before paying; the settlement checks again (creditDepositBonus), as two orders may be open.
    if (Number(promo.first_deposit_only) === 1 && (await hadFirstDeposit(db, memberId)))
      throw new ApiError('PROMO_NOT_ELIGIBLE', 409);
    if (amountCents < Number(promo.min_deposit_cents))
      throw new ApiError('AMOUNT_BELOW_MIN', 400, { min: centsToAmount(promo.min_deposit_cents) });
    bonus = bonusCents(amountCents, promo);
  }
  return { channel, amountCents, bonusCents: bonus };
}
