import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';

export function registerInboxRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.inboxUnread, async (ctx) => {
    const session = sessionOf(ctx);
    const row = await ctx.deps.db
      .selectFrom('inbox_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', session.memberId)
      .where('read', '=', 0)
      .executeTakeFirstOrThrow();
    return { unReadCount: Number(row.n) };
  });
}
