/** Root of every announcement list query; invalidating it refreshes lists and badges in all remotes. */
export const ANNOUNCEMENTS_QUERY_ROOT = ['announcements'] as const;

/**
 * TanStack Query key of `announcements` for one types list and member, shared by every remote so a
 * read mark made on the notice page also updates the agent footer badge. Read marks are personal,
 * hence the member id.
 */
export function announcementsQueryKey(types: string, memberId: number | null) {
  return [...ANNOUNCEMENTS_QUERY_ROOT, types, memberId] as const;
}
