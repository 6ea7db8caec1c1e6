import { useMount } from '@mobile/react-kit';
import { PASSKEY_NAME_LENGTH, successToast } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField } from '../../forms';
import { useAddPasskey } from '../api/passkeys';
import { cancelled, passkeysSupported } from '../passkey-browser';
import { usePasskeyFailureText } from './passkey-failure';
import '../../../common/account-ui.css';

/**
 * Adds a passkey under a name the member gives (the device it lives on, most often): the security
 * centre's form, and the offer after registration (`initialName` filled in, `onAdded` to close it).
 */
export function AddPasskeyForm({ initialName = '', onAdded }: { initialName?: string; onAdded?(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const add = useAddPasskey();
  const failureText = usePasskeyFailureText();
  const [name, setName] = useState(initialName);
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
        onAdded?.();
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
      <button type="submit" className="acct-button" disabled={add.isPending} aria-busy={add.isPending}>
        {add.isPending ? t('passkeys.adding') : t('passkeys.add')}
      </button>
    </form>
  );
}
