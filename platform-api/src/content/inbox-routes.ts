import { canUseInbox, ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/api-error';
import { type HandlerContext, registerEndpoint, sessionOf } from '../http/register-endpoint';
import { requireAccess } from '../http/require-access';
import { deleteInboxMessage, inboxUnreadCount, listInbox, markInboxRead } from './inbox-store';

/** SPEC 8: free play may not use the inbox (the `inbox` rule of every inbox entry and the page). */
function inboxMember(ctx: HandlerContext<unknown>) {
  const session = sessionOf(ctx);
  requireAccess('inbox', session);
  return session;
}

export function registerInboxRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.inboxUnread, async (ctx) => {
    const session = sessionOf(ctx);
    // Free play has no inbox, so nothing counts (and the badge stays away).
    if (!canUseInbox(session.type)) return { unReadCount: 0 };
    return { unReadCount: await inboxUnreadCount(ctx.deps.db, session.memberId) };
  });

  registerEndpoint(app, ENDPOINTS.inboxList, async (ctx) => {
    const { memberId } = inboxMember(ctx);
    const [content, unReadCount] = await Promise.all([
      listInbox(ctx.deps.db, memberId),
      inboxUnreadCount(ctx.deps.db, memberId),
    ]);
    return { content, unReadCount };
  });

  registerEndpoint(app, ENDPOINTS.inboxMarkRead, async (ctx) => {
    const { memberId } = inboxMember(ctx);
    if (!(await markInboxRead(ctx.deps.db, memberId, ctx.input.id))) throw notFound();
    return { unReadCount: await inboxUnreadCount(ctx.deps.db, memberId) };
  });

  registerEndpoint(app, ENDPOINTS.inboxDelete, async (ctx) => {
    const { memberId } = inboxMember(ctx);
    if (!(await deleteInboxMessage(ctx.deps.db, memberId, ctx.input.id))) throw notFound();
    return { unReadCount: await inboxUnreadCount(ctx.deps.db, memberId) };
  });
}
