import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { AddPasskeyForm } from './add-passkey-form';
import '../../../common/account-ui.css';
import './passkeys.css';

/**
 * The passkey offered right after registration (issue 31), on the first page the new member sees: a
 * name filled in, one tap to create it, or skipped (it stays in the security centre for later).
 */
export default function PasskeyOffer() {
  const { t } = useTranslation(MEMBER_NS);
  const [state, setState] = useState<'open' | 'added' | 'skipped'>('open');
  if (state === 'skipped') return null;
  return (
    <section className="acct-card passkeys-card" aria-labelledby="passkey-offer-title">
      <h2 id="passkey-offer-title" className="passkeys-card__title">
        {t('passkeys.offerTitle')}
      </h2>
      {state === 'added' ? (
        <p role="status">{t('passkeys.offerAdded')}</p>
      ) : (
        <>
          <p>{t('passkeys.offerText')}</p>
          <AddPasskeyForm initialName={t('passkeys.offerName')} onAdded={() => setState('added')} />
          <button
            type="button"
            className="acct-button acct-button--plain"
            onClick={() => setState('skipped')}
          >
            {t('passkeys.offerDismiss')}
          </button>
        </>
      )}
    </section>
  );
}
