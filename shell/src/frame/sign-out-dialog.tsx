import { useTranslation } from 'react-i18next';
import { useShell } from '../app/shell-context';
import { cancelSignOut } from '../session/sign-out-flow';
import { ConfirmDialog } from '../ui/confirm-dialog';

/** The sign-out flow's confirm step (mounted while `signOut$` is 'confirm'), over whatever asked for it. */
export function SignOutDialog() {
  const { bus } = useShell();
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      title={t('drawer.signOut')}
      message={t('drawer.signOutConfirm')}
      confirmLabel={t('action.confirm')}
      onCancel={() => cancelSignOut(bus)}
      onConfirm={() => bus.emit({ type: 'logout' })}
    />
  );
}
