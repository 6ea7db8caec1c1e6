import { formatLocalDateTime, type InboxMessage } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';

interface InboxItemProps {
  message: InboxMessage;
  open: boolean;
  onToggle(): void;
  onDelete(): void;
}

/** A message row that expands in place; its content is plain text (never HTML). */
export function InboxItem({ message, open, onToggle, onDelete }: InboxItemProps) {
  const { t } = useTranslation(MEMBER_NS);
  const buttonId = `member-inbox-title-${message.id}`;
  const panelId = `member-inbox-panel-${message.id}`;
  const unread = !message.read;
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
              <span className="mk-visually-hidden">{t('inbox.unread')}</span>
            </span>
          ) : null}
          <span className="member-notice__title">{message.title}</span>
          <time className="member-notice__date" dateTime={message.createdAt}>
            {formatLocalDateTime(message.createdAt)}
          </time>
        </button>
      </h2>
      {open ? (
        <section id={panelId} className="member-notice__panel" aria-labelledby={buttonId}>
          <p className="member-inbox__text">{message.content}</p>
          <button type="button" className="member-inbox__delete" onClick={onDelete}>
            {t('inbox.delete')}
          </button>
        </section>
      ) : null}
    </li>
  );
}
