import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField } from './form-field';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string | null;
}

/** Password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, ...input },
  ref,
) {
  const { t } = useTranslation(MEMBER_NS);
  const [shown, setShown] = useState(false);
  return (
    <FormField
      ref={ref}
      label={label}
      error={error}
      type={shown ? 'text' : 'password'}
      {...input}
      after={
        <button
          type="button"
          className="acct-button acct-button--plain acct-button--small"
          aria-pressed={shown}
          aria-label={t('password.show', { field: label })}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? t('password.hideShort') : t('password.showShort')}
        </button>
      }
    />
  );
});
