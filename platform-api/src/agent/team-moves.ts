import { isAgent } from '@mobile/shared-contracts';
import { isPostgres } from '../db/dialect';
import { inTransaction } from '../db/in-transaction';
import type { DB, Db } from '../db/schema';
import { badRequest } from '../http/api-error';
import { moveCycle, notInTeam, rebateTooHigh } from './agent-guard';
import { rebateOf } from './rebate-store';
import { type TeamNode, teamTree } from './team-tree';

/** Ids below each member of the tree (not the member itself). */
function descendantsOf(tree: readonly TeamNode[], memberId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const node of tree) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);
  const found = new Set<number>();
  const stack = [...(children.get(memberId) ?? [])];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/**
 * Moves downlines of the agent's team under another agent of the same team (or the agent itself), in
 * one transaction: every id must be in the team, the target an agent, never a member's own downline,
 * and no moved member may keep a rebate above its new upline's. All or nothing.
 */
export async function moveDownlines(
  db: Db,
  agentId: number,
  memberIds: readonly number[],
  targetId: number,
): Promise<number> {
  const ids = [...new Set(memberIds)].sort((a, b) => a - b);
  return inTransaction(db, async (trx) => {
    if (isPostgres<DB>(trx)) {
      // Concurrent moves touching the same members wait here, then read the tree they left.
      await trx
        .selectFrom('members')
        .select('id')
        .where(
          'id',
          'in',
          [...new Set([...ids, targetId])].sort((a, b) => a - b),
        )
        .forUpdate()
        .execute();
    }
    const tree = await teamTree(trx, agentId);
    const inTeam = new Set(tree.map((node) => node.id));
    if (ids.some((id) => !inTeam.has(id))) throw notInTeam();
    if (targetId !== agentId && !inTeam.has(targetId)) throw notInTeam();
    if (ids.some((id) => id === targetId || descendantsOf(tree, id).has(targetId))) throw moveCycle();
    const target = await trx
      .selectFrom('members')
      .select('type')
      .where('id', '=', targetId)
      .executeTakeFirstOrThrow();
    if (!isAgent(target.type)) throw badRequest();
    const ceiling = await rebateOf(trx, targetId);
    for (const id of ids) if ((await rebateOf(trx, id)) > ceiling) throw rebateTooHigh();
    await trx.updateTable('members').set({ parent_id: targetId }).where('id', 'in', ids).execute();
    return ids.length;
  });
}
