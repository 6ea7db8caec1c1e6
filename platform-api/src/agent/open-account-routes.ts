import { ENDPOINTS, isRebateAllowed } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { takeAttempt } from '../accounts/account-events';
import { affiliateMemberId } from '../accounts/contacts';
import { registerEncryptedEndpoint } from '../accounts/encrypted-endpoint';
import { LIMITS } from '../accounts/limits';
import { badRequest, notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { affiliateLinksOf, createAffiliateLink, deleteAffiliateLink } from './affiliate-link-store';
import { rebateTooHigh, requireAgent } from './agent-guard';
import { openAccount } from './open-account';
import { quotaOf } from './quota-store';
import { rebateOf } from './rebate-store';

/** Open account: rebate ceiling, quota, direct registration (encrypted) and affiliate links. */
export function registerOpenAccountRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.openAccountRebate, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    return { maxRebate: await rebateOf(ctx.deps.db, session.memberId) };
  });

  registerEndpoint(app, ENDPOINTS.openAccountQuota, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    return quotaOf(ctx.deps.db, session.memberId);
  });

  // Public: the register page asks before showing an invitation link's code as accepted.
  registerEndpoint(app, ENDPOINTS.agentAffiliate, async ({ input, merchant, deps, request }) => {
    await takeAttempt(deps.db, 'affiliate_ip', request.ip, LIMITS.affiliateCheckPerIp, new Date());
    return { success: (await affiliateMemberId(deps.db, merchant.code, input.code)) !== null };
  });

  registerEncryptedEndpoint(app, ENDPOINTS.openAccount, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    return openAccount(ctx.deps.db, ctx.merchant, session, ctx.input, new Date(), ctx.signal);
  });

  registerEndpoint(app, ENDPOINTS.affiliateLinks, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    return { links: await affiliateLinksOf(ctx.deps.db, session.memberId) };
  });

  registerEndpoint(app, ENDPOINTS.createAffiliateLink, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const ceiling = await rebateOf(ctx.deps.db, session.memberId);
    if (ctx.input.rebate > ceiling) throw rebateTooHigh();
    if (!isRebateAllowed(ctx.input.rebate, ceiling)) throw badRequest();
    const link = { merchantCode: ctx.merchant.code, memberId: session.memberId, ...ctx.input };
    return createAffiliateLink(ctx.deps.db, link, new Date());
  });

  registerEndpoint(app, ENDPOINTS.deleteAffiliateLink, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    // Another agent's link looks like none at all.
    if (!(await deleteAffiliateLink(ctx.deps.db, session.memberId, ctx.input.id))) throw notFound();
    return { id: ctx.input.id };
  });
}
