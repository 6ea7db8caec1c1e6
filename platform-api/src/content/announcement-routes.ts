import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { assetUrl } from '../common/asset-url';
import { badRequest, notFound } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { findAnnouncement, listAnnouncements, setRead } from './announcement-store';
import { countsAsUnread, HOT_NEWS_TYPE, parseTypes, visibleTypes } from './announcement-types';

export function registerAnnouncementRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.announcements, async ({ input, merchant, session, deps }) => {
    // SPEC 7 sends merchantCode; the merchant is the header's, and a payload naming another one is refused.
    if (input.merchantCode !== undefined && input.merchantCode !== merchant.code) throw badRequest();
    const items = await listAnnouncements(deps.db, {
      merchantCode: merchant.code,
      types: visibleTypes(parseTypes(input.types), session),
      groupName: input.groupName,
      memberId: session?.memberId ?? null,
    });
    const content = items.map((item) => ({ ...item, url: item.url && assetUrl(deps.assetOrigin, item.url) }));
    // Guests have no read marks, and SPEC 2 shows badges only when logged in.
    const unreadCount = session ? content.filter(countsAsUnread).length : 0;
    return { content, footer: { unreadCount } };
  });

  // Lobby news are the merchant's hot news (type H), newest first; a linkage that is not http(s) is dropped.
  registerEndpoint(app, ENDPOINTS.lobbyNews, async ({ merchant, deps }) => {
    const items = await listAnnouncements(deps.db, {
      merchantCode: merchant.code,
      types: [HOT_NEWS_TYPE],
      memberId: null,
    });
    const content = items.map(({ id, title, linkage, createdAt }) => ({
      id,
      title,
      linkage: linkage && /^https?:\/\//i.test(linkage) ? linkage : null,
      createdAt,
    }));
    return { content };
  });

  registerEndpoint(app, ENDPOINTS.markAnnouncementRead, async (ctx) => {
    const session = sessionOf(ctx);
    const { db } = ctx.deps;
    const found = await findAnnouncement(db, ctx.merchant.code, ctx.input.announcementId);
    const types = found ? visibleTypes([found.type], session) : [];
    if (!found || types.length === 0) throw notFound();
    await setRead(db, found.id, session.memberId, ctx.input.read);
    // The unread count of the same channel (player notices, agent notices, ...) after the change.
    const items = await listAnnouncements(db, {
      merchantCode: ctx.merchant.code,
      types,
      memberId: session.memberId,
    });
    return { unreadCount: items.filter(countsAsUnread).length };
  });
}
