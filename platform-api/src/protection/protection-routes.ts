import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../db/in-transaction';
import { notLoggedIn } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { tokenOf } from '../http/request-token';
import { hashToken } from '../security/token';
import { changeLimit, NO_LIMIT } from './cooling-off';
import { startExclusion } from './exclusions';
import { readLimitStates, readProtectionState, writeLimitState, writeRealityCheck } from './limit-store';
import { protectionRulesOf } from './merchant-rules';
import { readPlaySession } from './play-session';

/** Responsible-gaming page, 'Responsible play' tools and the shell's reality check. */
export function registerProtectionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.responsibleInfo, async (ctx) => {
    const { timeZone: _zone, ...info } = await protectionRulesOf(ctx.deps.db, ctx.merchant.code);
    return info;
  });

  registerEndpoint(app, ENDPOINTS.protectionState, async (ctx) => {
    const rules = await protectionRulesOf(ctx.deps.db, ctx.merchant.code);
    return readProtectionState(ctx.deps.db, sessionOf(ctx).memberId, rules.realityCheckMinutes, new Date());
  });

  registerEndpoint(app, ENDPOINTS.setLimit, async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    const now = new Date();
    await inTransaction(ctx.deps.db, async (trx) => {
      const current = (await readLimitStates(trx, memberId)).get(ctx.input.kind) ?? NO_LIMIT;
      await writeLimitState(trx, memberId, ctx.input.kind, changeLimit(current, ctx.input.value, now), now);
    });
    const rules = await protectionRulesOf(ctx.deps.db, ctx.merchant.code);
    return readProtectionState(ctx.deps.db, memberId, rules.realityCheckMinutes, now);
  });

  registerEndpoint(app, ENDPOINTS.setRealityCheck, async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    const now = new Date();
    await writeRealityCheck(ctx.deps.db, memberId, ctx.input.minutes, now);
    const rules = await protectionRulesOf(ctx.deps.db, ctx.merchant.code);
    return readProtectionState(ctx.deps.db, memberId, rules.realityCheckMinutes, now);
  });

  registerEndpoint(app, ENDPOINTS.exclude, async (ctx) => {
    const token = tokenOf(ctx.request);
    const exclusion = await startExclusion(
      ctx.deps.db,
      sessionOf(ctx).memberId,
      ctx.input,
      new Date(),
      // This page confirms the break, then signs itself out; the member's other pages are told at once.
      token ? hashToken(token) : undefined,
    );
    return { kind: exclusion.kind, endsAt: exclusion.endsAt };
  });

  registerEndpoint(app, ENDPOINTS.playSession, async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    const token = tokenOf(ctx.request);
    const rules = await protectionRulesOf(ctx.deps.db, ctx.merchant.code);
    const session = token
      ? await readPlaySession(ctx.deps.db, memberId, token, rules.realityCheckMinutes, new Date())
      : null;
    if (!session) throw notLoggedIn();
    return session;
  });
}
