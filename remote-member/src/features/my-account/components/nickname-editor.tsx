import { isApiError } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { FormField } from '../../forms';
import { useSetNickname } from '../api/set-nickname';
import { checkNickname, NICKNAME_MAX } from '../nickname-rule';

/** Inline form that replaces the nickname row while editing. */
export function NicknameEditor({ current, onDone }: { current: string; onDone(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const save = useSetNickname();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkNickname(value);
    if (problem) return setError(t(problem));
    save.mutate(value.trim(), {
      onSuccess: onDone,
      onError: (e) => setError(isApiError(e) ? t(e.messageKey, { ns: 'common' }) : t('account.saveFailed')),
    });
  };
  return (
    <form className="acct-form" noValidate onSubmit={submit} aria-label={t('account.editNickname')}>
      <FormField
        label={t('account.nickname')}
        value={value}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        error={error}
        onChange={(e) => setValue(e.target.value)}
      />
      <div className="acct-dialog__actions">
        <button type="button" className="mk-button mk-button--plain" onClick={onDone}>
          {t('dialog.cancel')}
        </button>
        <button type="submit" className="mk-button" disabled={save.isPending}>
          {t('account.save')}
        </button>
      </div>
    </form>
  );
}
