import { ENDPOINTS, isFreePlay } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest, forbidden, notFound } from '../http/api-error';
import { type HandlerContext, registerEndpoint, sessionOf } from '../http/register-endpoint';
import { mayReceiveMarketing, refuseMarketing } from '../protection/marketing-guard';
import { applyOnce, findPromotion, listPromotions, signInToday, toPromotion } from './promotion-store';

/** The promotion of this merchant that is running now and takes part the asked way. */
async function openPromotion(ctx: HandlerContext<{ id: number }>, kind: 'apply' | 'signin', now: Date) {
  const session = sessionOf(ctx);
  if (isFreePlay(session.type)) throw new ApiError('FREE_REJECT', 403);
  await refuseMarketing(ctx.deps.db, session.memberId, now);
  const row = await findPromotion(ctx.deps.db, session.merchantCode, ctx.input.id);
  if (!row) throw notFound();
  if (row.kind !== kind) throw badRequest();
  const status = toPromotion(row, null, false, now).status;
  if (status === 'coming' || status === 'closed') throw forbidden();
  return { session, row };
}

export function registerPromotionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.promotions, async ({ merchant, session, deps }) => {
    const now = new Date();
    // A member in a time-out or self-exclusion is offered nothing: the list shows as to a guest.
    const member =
      session && (await mayReceiveMarketing(deps.db, session.memberId, now)) ? session.memberId : null;
    return listPromotions(deps.db, merchant.code, member, now);
  });

  registerEndpoint(app, ENDPOINTS.applyPromotion, async (ctx) => {
    const now = new Date();
    const { session, row } = await openPromotion(ctx, 'apply', now);
    return { status: await applyOnce(ctx.deps.db, row.id, session.memberId, now) };
  });

  registerEndpoint(app, ENDPOINTS.signInPromotion, async (ctx) => {
    const now = new Date();
    const { session, row } = await openPromotion(ctx, 'signin', now);
    await signInToday(ctx.deps.db, row.id, session.memberId, now);
    return { status: 'signed' as const };
  });
}
