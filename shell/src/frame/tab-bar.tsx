import { useStreamValue } from '@mobile/react-kit';
import { isPathEnabled, pathOf } from '@mobile/shared-contracts';
import { lazy, type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { Icon, type IconName } from '../ui/icon';
import { UnreadBadge } from '../ui/unread-badge';
import { activeTab, TAB_PATHS, type TabId } from './active-tab';
import { useMemberTaps } from './use-member-taps';
import './tab-bar.css';

/** Only a guest's tap on a members' tab opens it: loaded then (the first paint does without it). */
const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "confirm-dialog" */ '../ui/confirm-dialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);

const TABS: readonly { id: TabId; labelKey: string; icon: IconName }[] = [
  { id: 'home', labelKey: 'tab.home', icon: 'home' },
  { id: 'activity', labelKey: 'tab.promotions', icon: 'gift' },
  { id: 'deposit', labelKey: 'tab.deposit', icon: 'deposit' },
  { id: 'member', labelKey: 'tab.member', icon: 'user' },
];

/** SPEC bottom tab bar: four pages and the customer-service action, with the active tab marked. */
export function TabBar({ onOpenService }: { onOpenService: () => void }) {
  const { bus, enabledRemotes } = useShell();
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unread = useStreamValue(bus.unread$);
  const { openGuarded, openMemberCentre, registerPrompt, closeRegisterPrompt } = useMemberTaps();
  const active = activeTab(pathname);

  const onTab = (event: MouseEvent, id: TabId) => {
    event.preventDefault();
    if (id === 'deposit') openGuarded('depositor', TAB_PATHS.deposit);
    else if (id === 'member') openMemberCentre();
    else navigate(TAB_PATHS[id]);
  };

  return (
    <nav className="tab-bar" aria-label={t('tab.navLabel')}>
      {TABS.filter((tab) => isPathEnabled(TAB_PATHS[tab.id], enabledRemotes)).map((tab) => (
        <a
          key={tab.id}
          href={TAB_PATHS[tab.id]}
          className={`tab-bar__item${active === tab.id ? ' tab-bar__item--active' : ''}`}
          aria-current={active === tab.id ? 'page' : undefined}
          onClick={(event) => onTab(event, tab.id)}
        >
          <Icon name={tab.icon} />
          <span className="tab-bar__label">{t(tab.labelKey)}</span>
        </a>
      ))}
      <button type="button" className="tab-bar__item" onClick={onOpenService}>
        <Icon name="headset" />
        {/* The name is the content as seen, 'Service 3' (label, space, badge), then ' unread' for screen
            readers: the visible words stay a contiguous part of the name in every language (WCAG 2.5.3). */}
        <span className="tab-bar__label">{t('tab.service')}</span>
        {unread.total > 0 ? (
          <>
            {' '}
            <UnreadBadge count={unread.total} announced />
            <span className="mk-visually-hidden">{t('tab.unreadSuffix')}</span>
          </>
        ) : null}
      </button>
      {registerPrompt ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('prompt.registerTitle')}
            message={t('prompt.registerMessage')}
            confirmLabel={t('prompt.registerNow')}
            onCancel={closeRegisterPrompt}
            onConfirm={() => {
              closeRegisterPrompt();
              navigate(pathOf('register'));
            }}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
