import type { InboxMessage } from '@mobile/shared-contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { ConfirmDialog } from '../../settings';
import { useInboxChange } from '../api/use-inbox-change';
import { InboxItem } from './inbox-item';

/** One message open at a time; opening an unread one marks it read on the server. */
export function InboxList({ messages }: { messages: InboxMessage[] }) {
  const { t } = useTranslation(MEMBER_NS);
  const markRead = useInboxChange('inboxMarkRead');
  const remove = useInboxChange('inboxDelete');
  const [openId, setOpenId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<InboxMessage | null>(null);
  // Marks already sent, so closing and reopening before the list reloads sends nothing twice.
  const marked = useRef(new Set<number>());

  const toggle = (message: InboxMessage) => {
    const opening = openId !== message.id;
    setOpenId(opening ? message.id : null);
    if (opening && !message.read && !marked.current.has(message.id)) {
      marked.current.add(message.id);
      markRead.mutate(message.id, { onError: () => marked.current.delete(message.id) });
    }
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id);
    setDeleting(null);
    setOpenId(null);
  };

  return (
    <section className="member-notice" aria-label={t('inbox.title')}>
      <ul className="member-notice__list">
        {messages.map((message) => (
          <InboxItem
            key={message.id}
            message={message}
            open={openId === message.id}
            onToggle={() => toggle(message)}
            onDelete={() => setDeleting(message)}
          />
        ))}
      </ul>
      {deleting ? (
        <ConfirmDialog
          message={t('inbox.confirmDelete', { title: deleting.title })}
          confirmLabel={t('inbox.delete')}
          cancelLabel={t('inbox.keep')}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
