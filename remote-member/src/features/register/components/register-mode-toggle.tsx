import { useTranslation } from 'react-i18next';
import type { RegisterMode } from '../register-rules';

/** Username or mobile registration; shown only when both are enabled. */
export function RegisterModeToggle({
  value,
  onChange,
}: {
  value: RegisterMode;
  onChange(mode: RegisterMode): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="auth-toggle">
      <legend className="mk-visually-hidden">{t('register.method')}</legend>
      {(['username', 'mobile'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          className="auth-toggle__option"
          aria-pressed={value === mode}
          onClick={() => onChange(mode)}
        >
          {t(mode === 'username' ? 'register.byUsername' : 'register.byMobile')}
        </button>
      ))}
    </fieldset>
  );
}
