import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { type AvatarId, avatarPath, isApiError, successToast } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useMemberIcon } from '../api/get-member-icon';
import { useSetMemberIcon } from '../api/set-member-icon';

/** The site's avatars as one radio group; Save keeps the choice, Cancel closes without a call. */
export function AvatarPicker({ onDone }: { onDone(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const icon = useMemberIcon();
  const save = useSetMemberIcon();
  const [picked, setPicked] = useState<AvatarId | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  if (icon.isPending) return <PageSpinner />;
  if (icon.isError) return <ErrorState onRetry={() => icon.refetch()} />;
  const chosen = picked ?? icon.data.avatar;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (chosen === null || save.isPending) return;
    if (chosen === icon.data.avatar) return onDone();
    save.mutate(chosen, {
      onSuccess: () => {
        bus.emit(successToast(`${MEMBER_NS}:avatar.saved`));
        onDone();
      },
      onError: (error) =>
        setFailure(isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('avatar.failed')),
    });
  };

  return (
    <form className="acct-card acct-form" onSubmit={submit} aria-label={t('avatar.title')}>
      <fieldset className="avatar-picker">
        <legend>{t('avatar.title')}</legend>
        {icon.data.choices.map((id) => (
          <label key={id} className="avatar-picker__choice">
            <input
              type="radio"
              name="avatar"
              value={id}
              checked={chosen === id}
              onChange={() => setPicked(id)}
            />
            <img src={avatarPath(id)} alt={t('avatar.option', { number: id })} width={56} height={56} />
          </label>
        ))}
      </fieldset>
      {failure ? (
        <p className="acct-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="avatar-picker__actions">
        <button type="button" className="mk-button mk-button--plain" onClick={onDone}>
          {t('avatar.cancel')}
        </button>
        <button type="submit" className="mk-button" disabled={chosen === null || save.isPending}>
          {t('avatar.save')}
        </button>
      </div>
    </form>
  );
}
