import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import type { ResetMethod } from '../reset-form';
import { ResetForm } from './reset-form';
import '../../settings/account-ui.css';
import './forget-password.css';

const METHODS: readonly ResetMethod[] = ['sms', 'email'];

/** /m/forget: reset the password with a code sent by SMS or by e-mail, then log in with it. */
export function ForgetPasswordPage() {
  const { t } = useTranslation(MEMBER_NS);
  const [method, setMethod] = useState<ResetMethod>('sms');
  return (
    <div className="acct-page">
      <div className="acct-tabs" role="tablist" aria-label={t('forget.method')}>
        {METHODS.map((m) => (
          <button
            key={m}
            type="button"
            role="tab"
            id={`forget-tab-${m}`}
            aria-selected={method === m}
            aria-controls="forget-panel"
            className={`acct-button ${method === m ? '' : 'acct-button--plain'}`}
            onClick={() => setMethod(m)}
          >
            {t(`forget.by.${m}`)}
          </button>
        ))}
      </div>
      <section
        id="forget-panel"
        role="tabpanel"
        aria-labelledby={`forget-tab-${method}`}
        className="acct-card"
      >
        {/* A new method starts a fresh form: fields, captcha and countdown. */}
        <ResetForm key={method} method={method} />
      </section>
    </div>
  );
}
