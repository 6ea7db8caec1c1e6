import type { InboxMessage } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { ExpandableRow } from '../../message-list';

interface InboxItemProps {
  message: InboxMessage;
  open: boolean;
  onToggle(): void;
  onDelete(): void;
}

/** A message row that expands in place; its content is plain text (never HTML). */
export function InboxItem({ message, open, onToggle, onDelete }: InboxItemProps) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <ExpandableRow
      rowId={`member-inbox-${message.id}`}
      title={message.title}
      createdAt={message.createdAt}
      unreadLabel={message.read ? null : t('inbox.unread')}
      open={open}
      onToggle={onToggle}
      renderPanel={({ panelId, buttonId }) => (
        <section id={panelId} className="member-notice__panel" aria-labelledby={buttonId}>
          <p className="member-inbox__text">{message.content}</p>
          <button type="button" className="member-inbox__delete" onClick={onDelete}>
            {t('inbox.delete')}
          </button>
        </section>
      )}
    />
  );
}
