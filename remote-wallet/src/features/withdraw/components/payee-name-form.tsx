/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { PAYEE_NAME_PATTERN } from '@mobile/shared-contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NS } from '../../../load-locale';
import { useSetPayeeName } from '../api/withdraw-mutations';

/** The payee name is set once; every bank card carries it as its holder. */
export function PayeeNameForm() {
  const { t } = useTranslation(WALLET_NS);
  const id = useId();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const save = useSetPayeeName();
  const problem = PAYEE_NAME_PATTERN.test(name.trim()) ? null : t('card.payeeRule');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!problem && !save.isPending) save.mutate({ payeeName: name.trim() });
  };
  return (
    <form className="money-form" onSubmit={submit} noValidate aria-label={t('card.payeeTitle')}>
      <p className="money-hint">{t('card.payeeFirst')}</p>
      <div className="money-field">
        <label htmlFor={id}>{t('card.payeeName')}</label>
        <input
          id={id}
          className="money-input"
          autoComplete="name"
          value={name}
          aria-invalid={tried && problem ? true : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {tried && problem ? (
          <p className="money-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="money-submit" disabled={save.isPending}>
        {t('card.savePayee')}
      </button>
    </form>
  );
}
