import { useStreamValue } from '@mobile/react-kit';
import { chatGate, isPathEnabled, resourceUrl, showsInbox } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { Icon, type IconName } from '../ui/icon';
import { linkTarget } from '../ui/link-target';
import { Overlay } from '../ui/overlay';
import { UnreadBadge } from '../ui/unread-badge';
import { ServiceLinks } from './service-links';
import { useMemberTaps } from './use-member-taps';
import './service-modal.css';

interface ServiceEntry {
  id: string;
  labelKey: string;
  icon: IconName;
  badge: number;
  /** The page the entry opens, when it opens one: hidden when its remote is switched off. */
  path?: string;
  onSelect: () => void;
}

/** SPEC service modal (mounted while open): chat, messages, announcements, feedback, task, customer-service links, LINE. */
export function ServiceModal({ onClose }: { onClose: () => void }) {
  const { bus, merchant, enabledRemotes } = useShell();
  const session = useStreamValue(bus.session$);
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const member = useStreamValue(bus.member$);
  const unread = useStreamValue(bus.unread$);
  const { openInbox } = useMemberTaps();
  const { settings } = merchant;
  const line = linkTarget(resourceUrl(settings.resources, 'LINE'));

  const allEntries: ServiceEntry[] = [
    ...(chatGate(session, member, merchant.whitelabel) === 'hidden'
      ? []
      : [
          {
            id: 'chat',
            labelKey: 'service.chat',
            icon: 'chat' as const,
            badge: unread.chat,
            // The shell's chat launcher applies the login and free_reject rules.
            onSelect: () => bus.emit({ type: 'open-chat' }),
          },
        ]),
    ...(showsInbox(merchant.whitelabel.features)
      ? [
          {
            id: 'messages',
            labelKey: 'service.messages',
            icon: 'mail' as const,
            badge: unread.inbox,
            path: '/m/webEmail',
            onSelect: openInbox,
          },
        ]
      : []),
    {
      id: 'notice',
      labelKey: 'service.announcements',
      icon: 'megaphone',
      badge: unread.announcements,
      path: '/m/notice',
      onSelect: () => navigate('/m/notice'),
    },
    {
      id: 'feedback',
      labelKey: 'service.feedback',
      icon: 'edit',
      badge: 0,
      path: '/m/feedback',
      onSelect: () => navigate('/m/feedback'),
    },
    {
      id: 'task',
      labelKey: 'service.task',
      icon: 'task',
      badge: 0,
      path: '/m/task',
      onSelect: () => navigate('/m/task'),
    },
  ];
  const entries = allEntries.filter((entry) => !entry.path || isPathEnabled(entry.path, enabledRemotes));

  return (
    <Overlay label={t('service.title')} onClose={onClose} variant="sheet">
      <div className="service-modal">
        <div className="service-modal__head">
          <h2 className="service-modal__title">{t('service.title')}</h2>
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('action.close')}>
            <Icon name="close" />
          </button>
        </div>
        <ul className="service-modal__grid">
          {entries.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="service-modal__entry" onClick={entry.onSelect}>
                <Icon name={entry.icon} size={28} />
                <span>{t(entry.labelKey)}</span>
                <UnreadBadge count={entry.badge} />
              </button>
            </li>
          ))}
          <ServiceLinks onClose={onClose} />
          {line?.kind === 'external' ? (
            <li>
              <a
                className="service-modal__entry"
                href={line.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onClose}
              >
                <Icon name="chat" size={28} />
                <span>{t('service.line')}</span>
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </Overlay>
  );
}
