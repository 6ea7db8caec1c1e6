import {
  type AccessRule,
  type ConsolidatedSettings,
  chatGate,
  INBOX_ENTRY_RULE,
  type MemberInfo,
  pathOf,
  resourceUrl,
  type SessionInfo,
  showsInbox,
  type UnreadCounts,
  type Whitelabel,
} from '@mobile/shared-contracts';

export type CentreAction =
  | { kind: 'page'; path: string; access: AccessRule }
  | { kind: 'external'; url: string }
  | { kind: 'chat' };

export interface CentreEntry {
  id: 'telegram' | 'notice' | 'inbox' | 'chat' | 'affiliateService';
  badge: number;
  action: CentreAction;
}

export interface CentreContext {
  settings: Pick<ConsolidatedSettings, 'resources' | 'customerService'>;
  whitelabel: Pick<Whitelabel, 'features'>;
  session: Pick<SessionInfo, 'type'> | null;
  member: Pick<MemberInfo, 'memberLabel'> | null;
  unread: UnreadCounts;
}

/** An http(s) link from the site's settings; anything else (javascript:, data:) is no link at all. */
export function externalUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * SPEC 2 message centre: Telegram entry (configured link), announcements, inbox, live chat (CBS3, not
 * nochat), affiliate customer service (configured link). Badges only when logged in and above 0.
 */
export function messageCentreEntries(ctx: CentreContext): CentreEntry[] {
  const badge = (count: number) => (ctx.session && count > 0 ? count : 0);
  const telegram = externalUrl(resourceUrl(ctx.settings.resources, 'TELEGRAM'));
  const service =
    ctx.settings.customerService.find((s) => s.title === 'CS') ?? ctx.settings.customerService[0];
  const affiliate = externalUrl(service?.path);
  const entries: (CentreEntry | null)[] = [
    telegram ? { id: 'telegram', badge: 0, action: { kind: 'external', url: telegram } } : null,
    {
      id: 'notice',
      badge: badge(ctx.unread.announcements),
      action: { kind: 'page', path: pathOf('notice'), access: 'guest' },
    },
    showsInbox(ctx.whitelabel.features)
      ? {
          id: 'inbox',
          badge: badge(ctx.unread.inbox),
          action: { kind: 'page', path: pathOf('inbox'), access: INBOX_ENTRY_RULE },
        }
      : null,
    chatGate(ctx.session, ctx.member, ctx.whitelabel) === 'hidden'
      ? null
      : { id: 'chat', badge: badge(ctx.unread.chat), action: { kind: 'chat' } },
    affiliate ? { id: 'affiliateService', badge: 0, action: { kind: 'external', url: affiliate } } : null,
  ];
  return entries.filter((e): e is CentreEntry => e !== null);
}
