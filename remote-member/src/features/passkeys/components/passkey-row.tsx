import { useMount } from '@mobile/react-kit';
import { isApiError, type PasskeyItem, successToast } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { PasswordField, usePasswordConfirm } from '../../forms';
import { useRemovePasskey } from '../api/passkeys';
import { usePasskeyFailureText } from './passkey-failure';

/** Removing a passkey: the login password first (the same confirmation as unlinking a provider). */
function RemovePasskeyForm({ item }: { item: PasskeyItem }) {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const remove = useRemovePasskey();
  const failureText = usePasskeyFailureText();
  const confirm = usePasswordConfirm({
    requiredMessage: t('security.loginPasswordRequired'),
    confirm: (password) => remove.mutateAsync({ id: item.id, password }),
    failureText: (cause) =>
      isApiError(cause) && cause.code === 'WRONG_CREDENTIALS'
        ? t('security.wrongPassword')
        : failureText(cause),
    onConfirmed: () => bus.emit(successToast(`${MEMBER_NS}:passkeys.removed`)),
  });
  return (
    <form
      className="acct-form"
      onSubmit={confirm.onSubmit}
      noValidate
      aria-label={t('passkeys.removeItem', { name: item.name })}
    >
      <p>{t('passkeys.removeIntro')}</p>
      <PasswordField
        {...confirm.field}
        label={t('security.loginPassword')}
        namedToggle
        autoComplete="current-password"
        maxLength={128}
      />
      <button type="submit" className="acct-button" disabled={confirm.pending} aria-busy={confirm.pending}>
        {t('passkeys.confirmRemove', { name: item.name })}
      </button>
    </form>
  );
}

/** One passkey: its name and dates; removing it asks for the login password. */
export function PasskeyRow({ item }: { item: PasskeyItem }) {
  const { t, i18n } = useTranslation(MEMBER_NS);
  const [open, setOpen] = useState(false);
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);
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
      {open ? <RemovePasskeyForm item={item} /> : null}
    </li>
  );
}
