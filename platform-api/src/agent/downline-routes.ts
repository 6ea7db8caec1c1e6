import { DOWNLINE_PAGE_SIZE, ENDPOINTS, rebateCeiling } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { readWallet } from '../wallet/wallet-store';
import { notInTeam, requireAgent } from './agent-guard';
import { downlineRow, listDownlines } from './downline-store';
import { highestDownlineRebate, rebateOf } from './rebate-store';
import { teamTree } from './team-tree';

/** Team management reads: the list, one downline's detail, and the agent's own rebate. */
export function registerDownlineRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.downlines, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const tree = await teamTree(ctx.deps.db, session.memberId);
    return listDownlines(ctx.deps.db, tree, {
      scope: ctx.input.scope,
      keyword: ctx.input.keyword || undefined,
      pageNo: ctx.input.pageNo,
      pageSize: ctx.input.pageSize ?? DOWNLINE_PAGE_SIZE,
    });
  });

  registerEndpoint(app, ENDPOINTS.downline, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const db = ctx.deps.db;
    const tree = await teamTree(db, session.memberId);
    const node = tree.find((n) => n.id === ctx.input.memberId);
    const row = node ? await downlineRow(db, node.id) : undefined;
    if (!node || !row) throw notInTeam();
    const [wallet, rebate, own, upline, floor] = await Promise.all([
      readWallet(db, node.id),
      rebateOf(db, node.id),
      rebateOf(db, session.memberId),
      rebateOf(db, node.parentId),
      highestDownlineRebate(db, node.id),
    ]);
    return {
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      type: row.type,
      level: node.level,
      uplineName: row.upline_name,
      lastLoginAt: row.last_login_at,
      createdAt: row.created_at,
      balance: wallet.sumBalance,
      rebate,
      rebateCeiling: rebateCeiling(own, upline),
      rebateFloor: floor,
      downlineCount: tree.filter((n) => n.parentId === node.id).length,
    };
  });

  registerEndpoint(app, ENDPOINTS.agentRebate, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    return { rebate: await rebateOf(ctx.deps.db, session.memberId) };
  });
}
