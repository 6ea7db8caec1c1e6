import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { isApiError, PASSKEY_NAME_LENGTH, type PasskeyItem, successToast } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField, PasswordField } from '../../forms';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { cancelled, passkeysSupported } from '../passkey-browser';
import '../../../common/account-ui.css';
import './passkeys.css';

/** What a failed call says: the server's catalogue message, else a plain "could not save". */
function useFailureText() {
  const { t } = useTranslation(MEMBER_NS);
  return (error: unknown) =>
    isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('passkeys.failed');
}

/** Adds a passkey under a name the member gives (the device it lives on, most often). */
function AddPasskeyForm() {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const add = useAddPasskey();
  const failureText = useFailureText();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (!passkeysSupported()) return <p>{t('passkeys.unsupported')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setFailure(null);
    if (trimmed.length < PASSKEY_NAME_LENGTH.min || trimmed.length > PASSKEY_NAME_LENGTH.max)
      return setError(t('passkeys.nameRule', { max: PASSKEY_NAME_LENGTH.max }));
    setError(null);
    if (add.isPending) return;
    add.mutate(trimmed, {
      onSuccess: () => {
        setName('');
        bus.emit(successToast(`${MEMBER_NS}:passkeys.added`));
      },
      onError: (cause) => setFailure(cancelled(cause) ? t('passkeys.cancelled') : failureText(cause)),
    });
  };

  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('passkeys.addTitle')}>
      <FormField
        label={t('passkeys.name')}
        autoComplete="off"
        maxLength={PASSKEY_NAME_LENGTH.max}
        placeholder={t('passkeys.namePlaceholder')}
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      {failure ? (
        <p className="acct-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="acct-button" disabled={add.isPending}>
        {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
      </button>
    </form>
  );
}

/** One passkey: its name and dates; removing it asks for the login password. */
function PasskeyRow({ item }: { item: PasskeyItem }) {
  const { t, i18n } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const remove = useRemovePasskey();
  const failureText = useFailureText();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('security.loginPasswordRequired'));
    setError(null);
    if (remove.isPending) return;
    remove.mutate(
      { id: item.id, password },
      {
        onSuccess: () => bus.emit(successToast(`${MEMBER_NS}:passkeys.removed`)),
        onError: (cause) =>
          setError(
            isApiError(cause) && cause.code === 'WRONG_CREDENTIALS'
              ? t('security.wrongPassword')
              : failureText(cause),
          ),
      },
    );
  };

  return (
    <li>
      <div className="acct-row">
        <span>
          {item.name}
          <br />
          <small>
            {t('passkeys.created', { date: date(item.createdAt) })}
            {item.lastUsedAt ? ` · ${t('passkeys.lastUsed', { date: date(item.lastUsedAt) })}` : ''}
          </small>
        </span>
        <button
          type="button"
          className="acct-button acct-button--plain acct-button--small"
          aria-expanded={open}
          aria-label={t(open ? 'passkeys.closeRemove' : 'passkeys.removeItem', { name: item.name })}
          onClick={() => setOpen(!open)}
        >
          {t(open ? 'security.close' : 'passkeys.remove')}
        </button>
      </div>
      {open ? (
        <form
          className="acct-form"
          onSubmit={submit}
          noValidate
          aria-label={t('passkeys.removeItem', { name: item.name })}
        >
          <p>{t('passkeys.removeIntro')}</p>
          <PasswordField
            label={t('security.loginPassword')}
            namedToggle
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(event) => setPassword(event.target.value)}
          />
          <button type="submit" className="acct-button" disabled={remove.isPending}>
            {t('passkeys.confirmRemove', { name: item.name })}
          </button>
        </form>
      ) : null}
    </li>
  );
}

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
