/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  autoComplete: 'current-password' | 'new-password';
  /** The show/hide button's accessible name; 'Show password' / 'Hide password' by default. */
  toggleLabel?: string;
}

/** Password input with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { toggleLabel, ...input },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <span className="form-field__row">
      <input ref={ref} {...input} type={visible ? 'text' : 'password'} className="form-field__input" />
      <button
        type="button"
        className="form-field__action"
        aria-pressed={visible}
        aria-label={toggleLabel ?? t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
        onClick={() => setVisible((v) => !v)}
      >
        {t(visible ? 'password.hideShort' : 'password.showShort')}
      </button>
    </span>
  );
});
