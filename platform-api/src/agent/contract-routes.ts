import { checksContracts, ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAccess } from '../http/require-access';
import { contractInfo, contractsOf, decideContract } from './contract-store';

const NO_CONTRACTS = { dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null };

/** Contracts: the prompts' info, the offer and history of a kind, and the agent's answer. */
export function registerContractRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.contractInfo, async (ctx) => {
    const session = sessionOf(ctx);
    // Types 4, 40, 41 and 42 are never prompted (SPEC 6), so they have nothing pending to show.
    if (!checksContracts(session.type)) return NO_CONTRACTS;
    return contractInfo(ctx.deps.db, session.memberId);
  });

  registerEndpoint(app, ENDPOINTS.contracts, async (ctx) => {
    const session = sessionOf(ctx);
    requireAccess('agent', session);
    return contractsOf(ctx.deps.db, session.memberId, ctx.input.kind);
  });

  registerEndpoint(app, ENDPOINTS.processContract, async (ctx) => {
    const session = sessionOf(ctx);
    requireAccess('agent', session);
    const status = ctx.input.decision === 'ACCEPT' ? 'ACCEPTED' : 'REJECTED';
    const decided = await decideContract(
      ctx.deps.db,
      session.memberId,
      ctx.input.contractId,
      status,
      new Date(),
    );
    if (decided) return decided;
    const exists = await ctx.deps.db
      .selectFrom('agent_contracts')
      .select('status')
      .where('id', '=', ctx.input.contractId)
      .where('member_id', '=', session.memberId)
      .executeTakeFirst();
    // Another member's contract looks like none at all; an answered one says so.
    if (!exists) throw notFound();
    throw new ApiError('CONTRACT_ANSWERED', 409);
  });
}
