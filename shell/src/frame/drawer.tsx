import { useStreamValue } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { useAccessContext } from '../app/use-access-context';
import { usePreloadNextPages } from '../federation/use-preload-next-pages';
import { Icon } from '../ui/icon';
import { Overlay } from '../ui/overlay';
import { UnreadBadge } from '../ui/unread-badge';
import { type DrawerEntry, visibleDrawerEntries } from './drawer-entries';
import { DrawerMemberCard } from './drawer-member-card';
import { useInstalledContext } from './use-installed-context';
import { useMemberTaps } from './use-member-taps';
import './drawer.css';

interface DrawerProps {
  onClose: () => void;
  onOpenDownload: () => void;
}

/**
 * SPEC right-side drawer menu (mounted while open): member card, entries and sign-out; or login for guests.
 * Sign-out asks the shell's one sign-out flow (`session/sign-out-flow.ts`), which confirms over the drawer.
 */
export function Drawer({ onClose, onOpenDownload }: DrawerProps) {
  const { bus, merchant, enabledRemotes } = useShell();
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const session = useStreamValue(bus.session$);
  const unread = useStreamValue(bus.unread$);
  const installed = useInstalledContext();
  const { openGuarded } = useMemberTaps();
  const access = useAccessContext();
  // Its entries' pages, one per idle period while it is open (the preloads' shared queue).
  usePreloadNextPages('drawer');
  const entries = visibleDrawerEntries({
    menu: merchant.whitelabel.menu,
    access,
    installed,
    enabledRemotes,
  });

  const openEntry = (entry: DrawerEntry) => {
    if (!entry.path) onOpenDownload();
    else if (entry.access) openGuarded(entry.access, entry.path);
    else navigate(entry.path);
  };

  return (
    <Overlay label={t('drawer.title')} onClose={onClose} variant="drawer">
      <div className={`drawer${session ? '' : ' drawer--guest'}`}>
        <button
          type="button"
          className="icon-button drawer__close"
          onClick={onClose}
          aria-label={t('action.close')}
        >
          <Icon name="close" />
        </button>
        {session ? (
          <>
            <DrawerMemberCard />
            <ul className="drawer__entries">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <button type="button" className="drawer__entry" onClick={() => openEntry(entry)}>
                    <Icon name={entry.icon} />
                    {entry.unread && unread.total > 0 ? (
                      <>
                        <span aria-hidden="true">{t(entry.labelKey)}</span>
                        <span className="mk-visually-hidden">
                          {t('drawer.messagesUnread', { count: unread.total })}
                        </span>
                      </>
                    ) : (
                      <span>{t(entry.labelKey)}</span>
                    )}
                    {entry.unread ? <UnreadBadge count={unread.total} /> : null}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className="drawer__sign-out" onClick={() => bus.emit({ type: 'sign-out' })}>
              <Icon name="logout" />
              <span>{t('drawer.signOut')}</span>
            </button>
          </>
        ) : (
          <div className="drawer__guest">
            <h2 className="drawer__heading">{t('drawer.memberCenter')}</h2>
            <Link className="mk-button drawer__guest-button" to={pathOf('login')}>
              {t('frame.login')}
            </Link>
            <Link
              className="mk-button drawer__guest-button drawer__guest-button--outline"
              to={pathOf('register')}
            >
              {t('frame.register')}
            </Link>
          </div>
        )}
      </div>
    </Overlay>
  );
}
