import { useTranslation } from 'react-i18next';
import type { LoginMethod } from '../../auth-common/remembered-login';

/** Username or SMS login; shown only when SMS login is switched on. */
export function LoginMethodToggle({
  value,
  onChange,
}: {
  value: LoginMethod;
  onChange(method: LoginMethod): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="auth-toggle">
      <legend className="mk-visually-hidden">{t('login.method')}</legend>
      {(['username', 'sms'] as const).map((method) => (
        <button
          key={method}
          type="button"
          className="auth-toggle__option"
          aria-pressed={value === method}
          onClick={() => onChange(method)}
        >
          {t(method === 'username' ? 'login.byUsername' : 'login.bySms')}
        </button>
      ))}
    </fieldset>
  );
}
