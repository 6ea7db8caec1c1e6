import type { RebateIncomeRow } from '@mobile/shared-contracts';
import type { TimeRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import type { Db, DbNumber } from '../db/schema';
import { hundredthsToRebate } from './rebate-store';
import type { TeamNode } from './team-tree';

/** The direct downline each member of the tree sits under (a direct downline maps to itself). */
function branchOf(tree: readonly TeamNode[]): Map<number, number> {
  const parents = new Map(tree.map((node) => [node.id, node.parentId]));
  const levels = new Map(tree.map((node) => [node.id, node.level]));
  const branches = new Map<number, number>();
  for (const node of tree) {
    let id = node.id;
    while ((levels.get(id) ?? 1) > 1) id = parents.get(id) ?? id;
    branches.set(node.id, id);
  }
  return branches;
}

/**
 * The agent's rebate income: for each direct downline, the stakes of its whole branch in the range times
 * the gap between the agent's rebate and that downline's (what the branch's own agents keep is theirs).
 * Read from game_bets and the rebates each time; never stored.
 */
export async function rebateIncome(
  db: Db,
  agentId: number,
  tree: readonly TeamNode[],
  range: TimeRange,
): Promise<{ rebate: number; total: number; rows: RebateIncomeRow[] }> {
  const rebates = await db
    .selectFrom('member_rebates')
    .select(['member_id', 'rebate_hundredths'])
    .where('member_id', 'in', [agentId, ...tree.map((node) => node.id)])
    .execute();
  const rebateOf = (id: number) =>
    Number(rebates.find((row) => row.member_id === id)?.rebate_hundredths ?? 0);
  const own = rebateOf(agentId);
  if (tree.length === 0) return { rebate: hundredthsToRebate(own), total: 0, rows: [] };
  const stakes = await db
    .selectFrom('game_bets')
    .select((eb) => ['member_id', eb.fn.sum<DbNumber>('amount_cents').as('cents')])
    .where(
      'member_id',
      'in',
      tree.map((node) => node.id),
    )
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to)
    .groupBy('member_id')
    .execute();
  const branches = branchOf(tree);
  const branchStakes = new Map<number, number>();
  for (const row of stakes) {
    const branch = branches.get(row.member_id);
    if (branch !== undefined) branchStakes.set(branch, (branchStakes.get(branch) ?? 0) + Number(row.cents));
  }
  const direct = tree.filter((node) => node.level === 1);
  const names = await db
    .selectFrom('members')
    .select(['id', 'username'])
    .where(
      'id',
      'in',
      direct.map((node) => node.id),
    )
    .orderBy('username')
    .execute();
  const rows = names.flatMap(({ id, username }) => {
    const cents = branchStakes.get(id) ?? 0;
    if (cents === 0) return [];
    const gap = Math.max(0, own - rebateOf(id));
    // Cents × hundredths of a percent / 10 000, rounded down to whole cents.
    const incomeCents = Math.floor((cents * gap) / 10_000);
    return [
      {
        memberId: id,
        username,
        rebateGap: hundredthsToRebate(gap),
        bets: centsToAmount(cents),
        income: centsToAmount(incomeCents),
      },
    ];
  });
  const total = centsToAmount(rows.reduce((sum, row) => sum + Math.round(row.income * 100), 0));
  return { rebate: hundredthsToRebate(own), total, rows };
}
