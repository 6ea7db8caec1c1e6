import { PageTopBar } from '@mobile/react-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../auth-common';
import type { ResetMethod } from '../reset-form';
import { ResetForm } from './reset-form';
import '../../../common/account-ui.css';

const METHODS: readonly ResetMethod[] = ['sms', 'email'];

/** /m/forget: reset the password with a code sent by SMS or by e-mail, then log in with it. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const { t: common } = useTranslation('common');
  const [method, setMethod] = useState<ResetMethod>('sms');
  return (
    <div className="acct-page">
      <PageTopBar title={common('title.forget')} />
      <Tabs<ResetMethod>
        tabs={METHODS}
        value={method}
        onChange={setMethod}
        idPrefix="forget"
        label={t('forget.method')}
        labelOf={(m) => t(`forget.by.${m}`)}
        panelOf={() => 'forget-panel'}
      />
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
