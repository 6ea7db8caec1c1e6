import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { catchEnvelope, currentOrNextEvent, findCatch } from './red-rain-store';

/** /m/redRain: the merchant's running or next red-envelope rain, and a member's one catch in it. */
export function registerRedRainRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.redRainEvent, async ({ merchant, session, deps }) => {
    const now = new Date();
    const event = await currentOrNextEvent(deps.db, merchant.code, now);
    const caught = event && session ? await findCatch(deps.db, session.memberId, event.id) : null;
    return { event, serverTime: now.toISOString(), caught };
  });

  registerEndpoint(app, ENDPOINTS.redRainCatch, (ctx) => {
    const session = sessionOf(ctx);
    return catchEnvelope(ctx.deps.db, {
      merchantCode: ctx.merchant.code,
      memberId: session.memberId,
      memberType: session.type,
      eventId: ctx.input.eventId,
      now: new Date(),
    });
  });
}
