import { AppLink } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { LogoutButton } from './logout-button';
import '../../../common/account-ui.css';

/** /m/set: one entry (change password) and the logout button. */
export function SettingsPage() {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <div className="acct-page">
      <nav className="acct-card" aria-label={t('settings.title')}>
        <AppLink className="acct-row" to={pathOf('changePassword')}>
          <span>{t('settings.changePassword')}</span>
          <span className="acct-row__value" aria-hidden="true">
            ›
          </span>
        </AppLink>
      </nav>
      <LogoutButton />
    </div>
  );
}
