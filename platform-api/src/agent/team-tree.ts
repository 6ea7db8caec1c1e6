import { sql } from 'kysely';
import type { Db } from '../db/schema';

/** Deeper than any real team; stops the walk if bad data ever made a cycle. */
const MAX_TEAM_DEPTH = 64;

export interface TeamNode {
  id: number;
  parentId: number;
  /** 1 for a direct downline of the agent, 2 below that, and so on. */
  level: number;
}

/** Every downline below the agent at any depth, by one recursive query (SQLite and PostgreSQL alike). */
export async function teamTree(db: Db, agentId: number): Promise<TeamNode[]> {
  const rows = await db
    .withRecursive('team(id, parent_id, level)', (qb) =>
      qb
        .selectFrom('members')
        .select(['members.id', 'members.parent_id', sql<number>`1`.as('level')])
        .where('members.parent_id', '=', agentId)
        .unionAll(
          qb
            .selectFrom('members')
            .innerJoin('team', 'team.id', 'members.parent_id')
            .select(['members.id', 'members.parent_id', sql<number>`team.level + 1`.as('level')])
            .where('team.level', '<', MAX_TEAM_DEPTH),
        ),
    )
    .selectFrom('team')
    .select(['team.id', 'team.parent_id', 'team.level'])
    .execute();
  const nodes = new Map<number, TeamNode>();
  for (const row of rows) {
    const id = Number(row.id);
    if (id === agentId || nodes.has(id)) continue;
    nodes.set(id, { id, parentId: Number(row.parent_id), level: Number(row.level) });
  }
  return [...nodes.values()];
}

/** The ids of the agent's whole team. */
export async function teamMemberIds(db: Db, agentId: number): Promise<number[]> {
  return (await teamTree(db, agentId)).map((node) => node.id);
}

/** The member and everyone below it: the ids a move may never put it under. */
export async function subtreeIds(db: Db, memberId: number): Promise<Set<number>> {
  return new Set([memberId, ...(await teamMemberIds(db, memberId))]);
}
