import { isApiError, type LoginResult } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { PasswordField, usePasswordConfirm } from '../../forms';
import { useSocialLink } from '../api/use-social';

/** The account the provider's e-mail or name matched: linked only after its own password. */
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
    </form>
  );
}
