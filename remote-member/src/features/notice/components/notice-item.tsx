import type { Announcement } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { ExpandableRow } from '../../message-list';
import { NoticeContent } from './notice-content';

interface NoticeItemProps {
  notice: Announcement;
  open: boolean;
  unread: boolean;
  onToggle(): void;
}

/** A title row that expands in place to the announcement itself. */
export function NoticeItem({ notice, open, unread, onToggle }: NoticeItemProps) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <ExpandableRow
      rowId={`member-notice-${notice.id}`}
      title={notice.title}
      createdAt={notice.createdAt}
      unreadLabel={unread ? t('notice.unread') : null}
      open={open}
      onToggle={onToggle}
      renderPanel={({ panelId, buttonId }) => (
        <NoticeContent id={panelId} labelledBy={buttonId} notice={notice} />
      )}
    />
  );
}
