/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { type PasswordMode, PaymentPasswordForm } from './payment-password-form';

/** Change the withdrawal password, or reset it when forgotten (reached here and from the security centre). */
export function PasswordPanel() {
  const { t } = useTranslation(WALLET_NS);
  const [mode, setMode] = useState<Exclude<PasswordMode, 'set'>>('change');
  const [saved, setSaved] = useState(false);
  return (
    <>
      {saved ? (
        <p className="money-result" role="status">
          {t('password.saved')}
        </p>
      ) : null}
      <PaymentPasswordForm key={mode} mode={mode} onDone={() => setSaved(true)} />
      <button
        type="button"
        className="money-link"
        onClick={() => setMode(mode === 'change' ? 'reset' : 'change')}
      >
        {t(mode === 'change' ? 'password.forgot' : 'password.remembered')}
      </button>
    </>
  );
}
