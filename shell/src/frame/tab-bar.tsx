import { useStreamValue } from '@mobile/react-kit';
import { lazy, type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '../app/shell-context';
import { RouterLink } from '../ui/router-link';
import { useTexts } from '../ui/use-texts';
import { TAB_PATHS, type TabId } from './active-tab';
import { TabBarView } from './tab-bar-view';
import { tabItemsFor } from './tab-items';
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

  const onTab = (event: MouseEvent, id: TabId) => {
    event.preventDefault();
    if (id === 'deposit') openGuarded('depositor', TAB_PATHS.deposit);
    else if (id === 'member') openMemberCentre();
    else navigate(TAB_PATHS[id]);
  };

  return (
    <TabBarView
      t={texts}
      items={tabItemsFor(pathname, enabledRemotes)}
      Link={RouterLink}
      unread={unread.total}
      onTab={(event, item) => onTab(event, item.id)}
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
              navigate('/m/register');
            }}
          />
        </Suspense>
      ) : null}
    </TabBarView>
  );
}
