/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import '../../../common/account-ui.css';

/**
 * SPEC 4 logout: asks the shell's one sign-out flow (bus 'sign-out'), the same the drawer uses. The shell
 * confirms, shows loading, makes the logout call with the token, then clears the session and opens /m/home.
 */
export function LogoutButton({ className = 'mk-button mk-button--danger' }: { className?: string }) {
  const { bus } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  return (
    <button type="button" className={className} onClick={() => bus.emit({ type: 'sign-out' })}>
      {t('settings.logout')}
    </button>
  );
}
