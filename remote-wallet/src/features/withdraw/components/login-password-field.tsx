/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';

interface LoginPasswordFieldProps {
  value: string;
  onChange(value: string): void;
  /** Show the "enter it" problem (after a first submit). */
  tried: boolean;
}

/** The login password that confirms a change to the withdrawal password or bank cards (re-authentication). */
export function LoginPasswordField({ value, onChange, tried }: LoginPasswordFieldProps) {
  const { t } = useTranslation(WALLET_NS);
  const id = useId();
  const problem = tried && value === '' ? t('password.loginRequired') : null;
  return (
    <div className="money-field">
      <label htmlFor={id}>{t('password.loginPassword')}</label>
      <input
        id={id}
        className="money-input"
        type="password"
        autoComplete="current-password"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p id={`${id}-problem`} className="money-problem" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="money-hint">
          {t('password.loginWhy')}
        </p>
      )}
    </div>
  );
}
