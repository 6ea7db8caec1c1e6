import { AGENT_EXCLUDED_TYPES, type Downline, type DownlineScope } from '@mobile/shared-contracts';
import { sql } from 'kysely';
import type { Db, DbNumber } from '../db/schema';
import { hundredthsToRebate } from './rebate-store';
import type { TeamNode } from './team-tree';

export interface DownlineQuery {
  scope: DownlineScope;
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

/** `%` and `_` in what the agent typed are letters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const downlineColumns = [
  'm.id',
  'm.username',
  'm.nickname',
  'm.type',
  'm.created_at',
  'm.last_login_at',
  'p.username as upline_name',
  'r.rebate_hundredths',
] as const;

/** One page of the agent's team: direct, all, or the team's agents; by name or nickname. */
export async function listDownlines(db: Db, tree: readonly TeamNode[], query: DownlineQuery) {
  const nodes = query.scope === 'direct' ? tree.filter((node) => node.level === 1) : tree;
  const levels = new Map(nodes.map((node) => [node.id, node.level]));
  const empty = { content: [] as Downline[], pageNum: query.pageNo, pageSize: query.pageSize };
  if (levels.size === 0) return { ...empty, totalPages: 0, total: 0 };
  let base = db
    .selectFrom('members as m')
    .innerJoin('members as p', 'p.id', 'm.parent_id')
    .leftJoin('member_rebates as r', 'r.member_id', 'm.id')
    .where('m.id', 'in', [...levels.keys()]);
  if (query.scope === 'agents') base = base.where('m.type', 'not in', [...AGENT_EXCLUDED_TYPES]);
  if (query.keyword) {
    const pattern = likePattern(query.keyword);
    base = base.where((eb) =>
      eb.or([
        eb(sql`lower(m.username)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(m.nickname, ''))`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<DbNumber>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(downlineColumns)
      .orderBy('m.username')
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    ...empty,
    content: rows.map((row) => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      type: row.type,
      level: levels.get(row.id) ?? 1,
      uplineName: row.upline_name,
      rebate: hundredthsToRebate(Number(row.rebate_hundredths ?? 0)),
      lastLoginAt: row.last_login_at,
      createdAt: row.created_at,
    })),
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}

/** One member of the team with its upline's name, or undefined. */
export async function downlineRow(db: Db, memberId: number) {
  return db
    .selectFrom('members as m')
    .innerJoin('members as p', 'p.id', 'm.parent_id')
    .leftJoin('member_rebates as r', 'r.member_id', 'm.id')
    .select([...downlineColumns, 'm.parent_id'])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
}
