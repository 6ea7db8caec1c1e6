import type { Announcement } from '@mobile/shared-contracts';

/** An unread announcement of the given type, with empty content and no group, image or link unless given. */
export function anAnnouncement(
  fields: Pick<Announcement, 'id' | 'type' | 'title'> & Partial<Announcement>,
): Announcement {
  return {
    content: '',
    groupName: null,
    url: null,
    linkage: null,
    read: false,
    createdAt: '2025-01-01T00:00:00Z',
    ...fields,
  };
}
