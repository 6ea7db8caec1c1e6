import { ENDPOINTS, isAgent } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { teamMemberIds } from '../agent/team-store';
import { dayRange } from '../common/date-range';
import { centsToAmount } from '../common/money';
import { offsetOf, paged } from '../common/paging';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';

const DEFAULT_PAGE_SIZE = 25;

export function registerTransactionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.memberTransactions, async (ctx) => {
    const session = sessionOf(ctx);
    const { db } = ctx.deps;
    const { input } = ctx;
    const range = dayRange(input.startDate, input.endDate);
    // The agent variant (types=A) covers the agent's whole team as well as the agent.
    const team =
      input.types === 'A' && isAgent(session.type) ? await teamMemberIds(db, session.memberId) : [];
    const memberIds = [session.memberId, ...team];
    const pageSize = input.pageSize ?? DEFAULT_PAGE_SIZE;

    let base = db
      .selectFrom('transactions')
      .where('member_id', 'in', memberIds)
      .where('created_at', '>=', range.from)
      .where('created_at', '<', range.to);
    if (input.txCode) base = base.where('tx_code', '=', input.txCode);
    const { n } = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await base
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset(offsetOf(input.pageNo, pageSize))
      .execute();
    const content = rows.map((row) => ({
      id: row.id,
      txCode: row.tx_code,
      amount: centsToAmount(row.amount_cents),
      balanceAfter: centsToAmount(row.balance_after_cents),
      remark: row.remark,
      createdAt: row.created_at,
    }));
    return paged(content, input.pageNo, pageSize, n);
  });
}
