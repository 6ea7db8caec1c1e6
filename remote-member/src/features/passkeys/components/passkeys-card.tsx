import { ErrorState, PageSpinner } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { usePasskeys } from '../api/passkeys';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyRow } from './passkey-row';
import '../../../common/account-ui.css';
import './passkeys.css';

/** The security centre's passkeys: the list (or why it is empty), adding one, removing one. */
export function PasskeysCard() {
  const { t } = useTranslation(MEMBER_NS);
  const passkeys = usePasskeys();
  return (
    <section className="acct-card passkeys-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="passkeys-card__title">
        {t('passkeys.title')}
      </h2>
      <p>{t('passkeys.intro')}</p>
      {passkeys.isPending ? (
        <PageSpinner />
      ) : passkeys.isError ? (
        <ErrorState onRetry={() => passkeys.refetch()} />
      ) : passkeys.data.list.length === 0 ? (
        <p>{t('passkeys.empty')}</p>
      ) : (
        <ul className="acct-list" aria-label={t('passkeys.listLabel')}>
          {passkeys.data.list.map((item) => (
            <PasskeyRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <AddPasskeyForm />
    </section>
  );
}
