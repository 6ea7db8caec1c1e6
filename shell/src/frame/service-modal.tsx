import { useStreamValue } from '@mobile/react-kit';
import {
  accessContextOf,
  isPathEnabled,
  isShown,
  menuEntries,
  menuEntryPath,
  resourceUrl,
  type ServiceMenuEntry,
} from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { Icon } from '../ui/icon';
import { linkTarget } from '../ui/link-target';
import { Overlay } from '../ui/overlay';
import { UnreadBadge } from '../ui/unread-badge';
import { ServiceLinks } from './service-links';
import { useMemberTaps } from './use-member-taps';
import './service-modal.css';

/** SPEC service modal (mounted while open): chat, messages, announcements, feedback, task, customer-service links, LINE. */
export function ServiceModal({ onClose }: { onClose: () => void }) {
  const { bus, merchant, enabledRemotes } = useShell();
  const session = useStreamValue(bus.session$);
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const member = useStreamValue(bus.member$);
  const unread = useStreamValue(bus.unread$);
  const { openGuarded } = useMemberTaps();
  const { settings } = merchant;
  const line = linkTarget(resourceUrl(settings.resources, 'LINE'));

  const access = accessContextOf({ session, member, features: merchant.whitelabel.features });
  const onSelect = (entry: ServiceMenuEntry) => {
    const path = menuEntryPath(entry);
    // The entry without a page is chat: the shell's chat launcher applies the chat rule's answers.
    if (path === null) bus.emit({ type: 'open-chat' });
    else if (entry.gate) openGuarded(entry.gate, path);
    else navigate(path);
  };
  // The page records' service menu (`page-menus.ts`): an entry whose gate is switched off (chat without
  // CBS3 or with nochat) or whose remote is switched off is not drawn.
  const entries = menuEntries('service').filter((entry) => {
    const path = menuEntryPath(entry);
    if (path && !isPathEnabled(path, enabledRemotes)) return false;
    return !entry.gate || isShown(entry.gate, access);
  });

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
              <button type="button" className="service-modal__entry" onClick={() => onSelect(entry)}>
                <Icon name={entry.icon} size={28} />
                <span>{t(entry.labelKey)}</span>
                <UnreadBadge count={entry.unread ? unread[entry.unread] : 0} />
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
