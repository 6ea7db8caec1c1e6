import { useMount, useStreamValue } from '@mobile/react-kit';
import type { Announcement } from '@mobile/shared-contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useMarkAnnouncementRead } from '../api/use-mark-announcement-read';
import { NoticeContent } from './notice-content';
import { NoticeRows } from './notice-rows';

interface NoticeListProps {
  label: string;
  notices: Announcement[];
}

/** One announcement open at a time; opening an unread one marks it read (only with a session). */
export function NoticeList({ label, notices }: NoticeListProps) {
  const { bus } = useMount();
  const { t } = useTranslation(MEMBER_NS);
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
    <NoticeRows
      label={label}
      notices={notices}
      openId={openId}
      unreadLabelOf={(notice) => (session !== null && !notice.read ? t('notice.unread') : null)}
      onToggle={toggle}
      renderPanel={(notice, { panelId, buttonId }) => (
        <NoticeContent id={panelId} labelledBy={buttonId} notice={notice} />
      )}
    />
  );
}
