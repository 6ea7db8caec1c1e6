import * as v from 'valibot';
import { TIMERS } from '../constants';
import { defineEndpoint } from './define';

/** Content types of SPEC 3: Agent A, Player PL, Banner B, Pop_Up PU, Promotion PR, hot H. */
export const announcementTypeSchema = v.picklist(['A', 'PL', 'B', 'PU', 'PR', 'H']);

export const announcementSchema = v.object({
  id: v.number(),
  type: announcementTypeSchema,
  title: v.string(),
  /** Server HTML; the front end sanitises it before rendering. */
  content: v.string(),
  groupName: v.nullable(v.string()),
  url: v.nullable(v.string()),
  linkage: v.nullable(v.string()),
  read: v.boolean(),
  createdAt: v.string(),
});

export const announcementListSchema = v.object({
  content: v.array(announcementSchema),
  footer: v.object({ unreadCount: v.number() }),
});

export const announcementQuerySchema = v.object({
  /** Comma list of types, e.g. 'B', 'B,PL,PU', 'B,PL,PU,H' or 'A'. */
  types: v.pipe(v.string(), v.regex(/^(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H))*$/)),
  groupName: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]{1,32}$/))),
  platform: v.optional(v.literal('M')),
  merchantCode: v.optional(v.pipe(v.string(), v.maxLength(32))),
});

/** A hot-news item of the lobby (SPEC 3 'Hot-news banners: linkage (video URL)'). */
export const lobbyNewsItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  /** Where the news leads, usually a video; null when it has none or it is not http(s). */
  linkage: v.nullable(v.string()),
  createdAt: v.string(),
});

export const contentEndpoints = {
  announcements: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    request: announcementQuerySchema,
    response: announcementListSchema,
    auth: 'optional',
    guestCache: true,
  }),
  markAnnouncementRead: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    request: v.object({ announcementId: v.pipe(v.number(), v.integer(), v.minValue(1)), read: v.boolean() }),
    response: v.object({ unreadCount: v.number() }),
    auth: 'required',
    throttleMs: TIMERS.markAsReadThrottle,
  }),
  lobbyNews: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/GLS2_lobbyNews',
    request: v.object({}),
    response: v.object({ content: v.array(lobbyNewsItemSchema) }),
    auth: 'optional',
    guestCache: true,
  }),
  inboxUnread: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    request: v.object({}),
    response: v.object({ unReadCount: v.number() }),
    auth: 'required',
    throttleMs: TIMERS.unreadThrottle,
    silent: true,
  }),
};

export type Announcement = v.InferOutput<typeof announcementSchema>;
export type AnnouncementList = v.InferOutput<typeof announcementListSchema>;
export type LobbyNewsItem = v.InferOutput<typeof lobbyNewsItemSchema>;
