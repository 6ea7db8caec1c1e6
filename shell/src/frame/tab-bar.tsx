import { useStreamValue } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { lazy, type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { RouterLink } from '../ui/router-link';
import { useTexts } from '../ui/use-texts';
import { TabBarView } from './tab-bar-view';
import { type TabItem, tabItemsFor } from './tab-items';
import { useMemberTaps } from './use-member-taps';
import './tab-bar.css';

/** Only a guest's tap on a members' tab opens it: loaded then (the first paint does without it). */
const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "confirm-dialog" */ '../ui/confirm-dialog').then((m) => ({
    default: m.ConfirmDialog,
  })),
);

/** SPEC bottom tab bar: four pages and the customer-service action, with the active tab marked. */
export function TabBar({ onOpenService }: { onOpenService: () => void }) {
  const { bus, enabledRemotes } = useShell();
  const { t } = useTranslation('common');
  const texts = useTexts();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const unread = useStreamValue(bus.unread$);
  const { openGuarded, openMemberCentre, registerPrompt, closeRegisterPrompt } = useMemberTaps();

  const onTab = (event: MouseEvent, item: TabItem) => {
    event.preventDefault();
    if (item.id === 'member') openMemberCentre();
    else if (item.gate) openGuarded(item.gate, item.path);
    else navigate(item.path);
  };

  return (
    <TabBarView
      t={texts}
      items={tabItemsFor(pathname, enabledRemotes)}
      Link={RouterLink}
      unread={unread.total}
      onTab={onTab}
      onOpenService={onOpenService}
    >
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
    </TabBarView>
  );
}
