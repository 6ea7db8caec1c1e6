import type { MemberPnl, TeamBet } from '@mobile/shared-contracts';
import type { TimeRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import type { Db, DbNumber } from '../db/schema';
import type { TeamNode } from './team-tree';

const num = (value: DbNumber | null | undefined) => Number(value ?? 0);

/** Members of the tree, or the one named (case-insensitive); empty when the name is not in the team. */
export async function membersOf(db: Db, tree: readonly TeamNode[], username?: string) {
  if (tree.length === 0) return [];
  let query = db
    .selectFrom('members')
    .select(['id', 'username'])
    .where(
      'id',
      'in',
      tree.map((node) => node.id),
    );
  if (username) query = query.where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()));
  return query.orderBy('username').execute();
}

/** Each member's deposits, withdrawals, stakes, payouts and result in the range; members with none are left out. */
export async function teamPnl(
  db: Db,
  tree: readonly TeamNode[],
  members: readonly { id: number; username: string }[],
  range: TimeRange,
): Promise<MemberPnl[]> {
  if (members.length === 0) return [];
  const ids = members.map((member) => member.id);
  const [ledger, bets] = await Promise.all([
    db
      .selectFrom('transactions')
      .select((eb) => ['member_id', 'tx_code', eb.fn.sum<DbNumber>('amount_cents').as('cents')])
      .where('member_id', 'in', ids)
      .where('tx_code', 'in', ['DEPOSIT', 'WITHDRAW'])
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy(['member_id', 'tx_code'])
      .execute(),
    db
      .selectFrom('game_bets')
      .select((eb) => [
        'member_id',
        eb.fn.sum<DbNumber>('amount_cents').as('stakes'),
        eb.fn.sum<DbNumber>('payout_cents').as('payouts'),
      ])
      .where('member_id', 'in', ids)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to)
      .groupBy('member_id')
      .execute(),
  ]);
  const levels = new Map(tree.map((node) => [node.id, node.level]));
  const ledgerOf = (id: number, code: string) =>
    num(ledger.find((row) => row.member_id === id && row.tx_code === code)?.cents);
  return members.flatMap((member) => {
    const bet = bets.find((row) => row.member_id === member.id);
    const deposits = ledgerOf(member.id, 'DEPOSIT');
    const withdrawals = -ledgerOf(member.id, 'WITHDRAW');
    const stakes = num(bet?.stakes);
    const payouts = num(bet?.payouts);
    if (deposits === 0 && withdrawals === 0 && stakes === 0) return [];
    return [
      {
        memberId: member.id,
        username: member.username,
        level: levels.get(member.id) ?? 1,
        deposits: centsToAmount(deposits),
        withdrawals: centsToAmount(withdrawals),
        bets: centsToAmount(stakes),
        wins: centsToAmount(payouts),
        profit: centsToAmount(payouts - stakes),
      },
    ];
  });
}

export const TEAM_BETS_PAGE_SIZE = 20;

/** The members' bets in the range, newest first, a page at a time. */
export async function teamBets(
  db: Db,
  members: readonly { id: number; username: string }[],
  range: TimeRange,
  pageNo: number,
) {
  const empty = {
    content: [] as TeamBet[],
    pageNum: pageNo,
    pageSize: TEAM_BETS_PAGE_SIZE,
    totalPages: 0,
    total: 0,
  };
  if (members.length === 0) return empty;
  const names = new Map(members.map((member) => [member.id, member.username]));
  const base = db
    .selectFrom('game_bets')
    .innerJoin('games', 'games.id', 'game_bets.game_id')
    .where('game_bets.member_id', 'in', [...names.keys()])
    .where('game_bets.created_at', '>=', range.from)
    .where('game_bets.created_at', '<', range.to);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<DbNumber>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([
        'game_bets.id',
        'game_bets.member_id',
        'games.display_name',
        'game_bets.amount_cents',
        'game_bets.payout_cents',
        'game_bets.created_at',
      ])
      .orderBy('game_bets.created_at', 'desc')
      .orderBy('game_bets.id', 'desc')
      .limit(TEAM_BETS_PAGE_SIZE)
      .offset((pageNo - 1) * TEAM_BETS_PAGE_SIZE)
      .execute(),
  ]);
  const total = num(count.n);
  return {
    ...empty,
    total,
    totalPages: Math.ceil(total / TEAM_BETS_PAGE_SIZE),
    content: rows.map((row) => ({
      id: row.id,
      username: names.get(row.member_id) ?? '',
      gameName: row.display_name,
      amount: centsToAmount(row.amount_cents),
      payout: centsToAmount(row.payout_cents),
      createdAt: row.created_at,
    })),
  };
}
