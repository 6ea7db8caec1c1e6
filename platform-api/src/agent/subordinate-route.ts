import { ENDPOINTS, type SubordinateSummary } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { notInTeam, requireAgent } from './agent-guard';
import { type TeamNode, teamTree } from './team-tree';

/** Direct and indirect downlines below `rootId` within the agent's tree (the agent itself or one of its team). */
export function subordinateSummary(tree: TeamNode[], rootId: number): SubordinateSummary {
  const below = new Map<number, number[]>();
  for (const node of tree) below.set(node.parentId, [...(below.get(node.parentId) ?? []), node.id]);
  const direct = below.get(rootId) ?? [];
  let indirect = 0;
  const queue = [...direct];
  // Breadth-first over the tree the recursive query already read (it holds no cycles).
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const children = below.get(id) ?? [];
    indirect += children.length;
    queue.push(...children);
  }
  return { memberId: rootId, direct: direct.length, indirect };
}

/** ODSFE2_Subordinate: the team management page's counts of direct and indirect downlines. */
export function registerSubordinateRoute(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.subordinate, async (ctx) => {
    const session = sessionOf(ctx);
    requireAgent(session);
    const tree = await teamTree(ctx.deps.db, session.memberId);
    const rootId = ctx.input.memberId ?? session.memberId;
    // Another team's member looks the same as one that does not exist.
    if (rootId !== session.memberId && !tree.some((node) => node.id === rootId)) throw notInTeam();
    return subordinateSummary(tree, rootId);
  });
}
