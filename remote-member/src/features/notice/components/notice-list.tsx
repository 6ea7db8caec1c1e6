import { useMount, useStreamValue } from '@mobile/react-kit';
import type { Announcement } from '@mobile/shared-contracts';
import { useRef, useState } from 'react';
import { useMarkAnnouncementRead } from '../api/use-mark-announcement-read';
import { NoticeItem } from './notice-item';

interface NoticeListProps {
  label: string;
  notices: Announcement[];
}

/** One announcement open at a time; opening an unread one marks it read (only with a session). */
export function NoticeList({ label, notices }: NoticeListProps) {
  const { bus } = useMount();
  const session = useStreamValue(bus.session$);
  const markRead = useMarkAnnouncementRead();
  const [openId, setOpenId] = useState<number | null>(null);
  // Marks already sent, so closing and reopening before the list reloads sends nothing twice.
  const marked = useRef(new Set<number>());

  const toggle = (notice: Announcement) => {
    const opening = openId !== notice.id;
    setOpenId(opening ? notice.id : null);
    if (opening && session && !notice.read && !marked.current.has(notice.id)) {
      marked.current.add(notice.id);
      markRead.mutate(notice.id, { onError: () => marked.current.delete(notice.id) });
    }
  };

  return (
    <section className="member-notice" aria-label={label}>
      <ul className="member-notice__list">
        {notices.map((notice) => (
          <NoticeItem
            key={notice.id}
            notice={notice}
            open={openId === notice.id}
            unread={session !== null && !notice.read}
            onToggle={() => toggle(notice)}
          />
        ))}
      </ul>
    </section>
  );
}
