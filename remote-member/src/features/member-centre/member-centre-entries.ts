import {
  type AccessRule,
  accessContextOf,
  accessVerdict,
  type MemberCentreIcon,
  menuEntries,
  pathOf,
  showsInbox,
} from '@mobile/shared-contracts';

export type EntryIcon = MemberCentreIcon;

export interface MemberCentreEntry {
  /** The icon, and the key under memberCentre.entry in the member catalogue. */
  key: EntryIcon;
  path: string;
  /** The access table's rule of the page (the same as its route's and the drawer's); none: every member. */
  access?: AccessRule;
}

/** The member centre's grid, in the order it is drawn: the page records' member centre menu (`page-menus.ts`). */
export const MEMBER_CENTRE_ENTRIES: readonly MemberCentreEntry[] = menuEntries('memberCentre').map(
  (entry) => ({
    key: entry.icon,
    path: pathOf(entry.page),
    ...(entry.gate ? { access: entry.gate } : {}),
  }),
);

/** The entries the merchant's switches show: the inbox only with MAILCEN (SPEC 6). */
export function visibleEntries(features: readonly string[]): readonly MemberCentreEntry[] {
  return showsInbox(features)
    ? MEMBER_CENTRE_ENTRIES
    : MEMBER_CENTRE_ENTRIES.filter((e) => e.key !== 'inbox');
}

/** What a tap on a shown entry does for this member type: go there, or free_reject (2 s) and stay. */
export function entryAction(
  entry: MemberCentreEntry,
  memberType: number,
  features: readonly string[],
): 'navigate' | 'free-reject' {
  if (!entry.access) return 'navigate';
  const verdict = accessVerdict(entry.access, accessContextOf({ session: { type: memberType }, features }));
  return verdict === 'allow' ? 'navigate' : 'free-reject';
}
