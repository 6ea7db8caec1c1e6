import { isApiError, type LoginResult } from '@mobile/shared-contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../forms';
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (!password) {
      setError(t('social.passwordRequired'));
      field.current?.focus();
      return;
    }
    setError(null);
    try {
      onLinked(await link.mutateAsync(password));
    } catch (failure) {
      setPassword('');
      setError(isApiError(failure) ? common(failure.messageKey) : t('social.failed'));
      field.current?.focus();
    }
  };

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="social-callback__title">{t('social.linkTitle')}</h2>
      <p className="social-callback__intro">{t('social.linkIntro', { username, provider: providerName })}</p>
      <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
      <PasswordField
        ref={field}
        id="social-link-password"
        label={t('social.passwordOf', { username })}
        error={error}
        name="password"
        autoComplete="current-password"
        maxLength={128}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <button type="submit" className="auth-submit" disabled={link.isPending} aria-busy={link.isPending}>
        {t('social.linkSubmit')}
      </button>
    </form>
  );
}
