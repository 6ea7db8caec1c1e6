import { type Announcement, formatLocalDateTime } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
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
  const buttonId = `member-notice-title-${notice.id}`;
  const panelId = `member-notice-panel-${notice.id}`;
  return (
    <li className={`member-notice__item${unread ? ' member-notice__item--unread' : ''}`}>
      <h2 className="member-notice__heading">
        <button
          type="button"
          id={buttonId}
          className="member-notice__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {unread ? (
            <span className="member-notice__dot">
              <span className="mk-visually-hidden">{t('notice.unread')}</span>
            </span>
          ) : null}
          <span className="member-notice__title">{notice.title}</span>
          <time className="member-notice__date" dateTime={notice.createdAt}>
            {formatLocalDateTime(notice.createdAt)}
          </time>
        </button>
      </h2>
      {open ? <NoticeContent id={panelId} labelledBy={buttonId} notice={notice} /> : null}
    </li>
  );
}
