import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  autoComplete: 'current-password' | 'new-password';
}

/** Password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <span className="auth-field__with-action">
        <input ref={ref} {...props} type={visible ? 'text' : 'password'} className="auth-field__input" />
        <button
          type="button"
          className="auth-field__action"
          aria-pressed={visible}
          aria-label={t(visible ? 'auth.hidePassword' : 'auth.showPassword')}
          onClick={() => setVisible((v) => !v)}
        >
          {t(visible ? 'auth.hide' : 'auth.show')}
        </button>
      </span>
    );
  },
);
