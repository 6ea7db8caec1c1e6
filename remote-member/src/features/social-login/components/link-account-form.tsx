import { isApiError, type LoginResult } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, usePasswordConfirm } from '../../forms';
import { passkeyCancelled, passkeysSupported } from '../../passkeys';
import { useSocialLink, useSocialLinkPasskey } from '../api/use-social';

/** Or the account's passkey, where the page can hold one: the browser's dialog, then the link. */
function LinkWithPasskey({ disabled, onLinked }: { disabled: boolean; onLinked(result: LoginResult): void }) {
  const { t } = useTranslation();
  const { t: common } = useTranslation('common');
  const link = useSocialLinkPasskey();
  const [failure, setFailure] = useState<string | null>(null);
  if (!passkeysSupported()) return null;
  const run = () => {
    setFailure(null);
    link.mutate(undefined, {
      onSuccess: onLinked,
      onError: (cause) =>
        setFailure(
          passkeyCancelled(cause)
            ? t('passkeys.loginCancelled')
            : isApiError(cause)
              ? common(cause.messageKey)
              : t('passkeys.loginFailed'),
        ),
    });
  };
  return (
    <>
      {failure ? (
        <p className="social-login__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button
        type="button"
        className="auth-submit auth-submit--secondary"
        disabled={disabled || link.isPending}
        aria-busy={link.isPending}
        onClick={run}
      >
        {t('social.linkWithPasskey')}
      </button>
    </>
  );
}

/** The account the provider's e-mail or name matched: linked only after its own password (or passkey). */
export function LinkAccountForm({
  providerName,
  username,
  onLinked,
}: {
  providerName: string;
  username: string;
  onLinked(result: LoginResult): void;
}) {
  const { t } = useTranslation();
  const { t: common } = useTranslation('common');
  const link = useSocialLink();
  const confirm = usePasswordConfirm({
    requiredMessage: t('social.passwordRequired'),
    confirm: (password) => link.mutateAsync(password),
    failureText: (failure) => (isApiError(failure) ? common(failure.messageKey) : t('social.failed')),
    onConfirmed: onLinked,
  });

  return (
    <form className="auth-form" noValidate onSubmit={confirm.onSubmit}>
      <h2 className="social-callback__title">{t('social.linkTitle')}</h2>
      <p className="social-callback__intro">{t('social.linkIntro', { username, provider: providerName })}</p>
      <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      <PasswordField
        {...confirm.field}
        id="social-link-password"
        label={t('social.passwordOf', { username })}
        name="password"
        autoComplete="current-password"
        maxLength={128}
      />
      <button type="submit" className="auth-submit" disabled={confirm.pending} aria-busy={confirm.pending}>
        {t('social.linkSubmit')}
      </button>
      <LinkWithPasskey disabled={confirm.pending} onLinked={onLinked} />
    </form>
  );
}
