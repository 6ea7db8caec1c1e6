import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { isApiError, type SocialProviderId } from '@mobile/shared-contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField, usePasswordConfirm } from '../../forms';
import { useSocialLinks, useSocialUnlink } from '../api/use-social';
import './social-login.css';

/** Unlinking asks the login password: the member keeps a way in of their own once the provider's is gone. */
function UnlinkForm({ provider, onDone }: { provider: SocialProviderId; onDone(done: boolean): void }) {
  const { t } = useTranslation();
  const { t: common } = useTranslation('common');
  const unlink = useSocialUnlink();
  const name = t(`social.provider.${provider}`);
  const confirm = usePasswordConfirm({
    requiredMessage: t('social.passwordRequired'),
    confirm: (password) => unlink.mutateAsync({ provider, password }),
    failureText: (failure) => (isApiError(failure) ? common(failure.messageKey) : t('social.failed')),
    onConfirmed: () => onDone(true),
  });

  return (
    <form className="acct-form" noValidate onSubmit={confirm.onSubmit}>
      <p className="social-callback__intro">{t('social.unlinkIntro', { provider: name })}</p>
      <PasswordField
        {...confirm.field}
        id={`social-unlink-${provider}`}
        label={t('auth.password')}
        autoComplete="current-password"
        maxLength={128}
      />
      <div className="social-linked__actions">
        <button type="submit" className="acct-button" disabled={confirm.pending} aria-busy={confirm.pending}>
          {t('social.unlinkSubmit')}
        </button>
        <button type="button" className="acct-button acct-button--plain" onClick={() => onDone(false)}>
          {t('social.cancel')}
        </button>
      </div>
    </form>
  );
}

/** Security centre: the member's linked identity providers, each with its unlink. */
export function LinkedProviders() {
  const { t, i18n } = useTranslation();
  const { merchant } = useMount();
  const links = useSocialLinks();
  const [open, setOpen] = useState<SocialProviderId | null>(null);
  const [unlinked, setUnlinked] = useState<SocialProviderId | null>(null);
  const { switches } = merchant.settings;
  const offered = Boolean(switches.GOOGLELOGIN3 || switches.FACEBOOKLOGIN3);
  if (links.isPending) return offered ? <PageSpinner /> : null;
  // Where the merchant offers no social login, a failed list is no reason to alarm the member.
  if (links.isError) return offered ? <ErrorState onRetry={() => void links.refetch()} /> : null;
  const list = links.data.links;
  if (list.length === 0 && !offered && !unlinked) return null;
  return (
    <section className="acct-card" aria-labelledby="social-linked-title">
      <h2 id="social-linked-title" className="social-linked__title">
        {t('social.linkedTitle')}
      </h2>
      <p className="social-callback__intro">
        {list.length ? t('social.linkedIntro') : t('social.noneLinked')}
      </p>
      {unlinked ? (
        <p role="status">{t('social.unlinked', { provider: t(`social.provider.${unlinked}`) })}</p>
      ) : null}
      <ul className="acct-list">
        {list.map((link) => {
          const name = t(`social.provider.${link.provider}`);
          return (
            <li key={link.provider}>
              <div className="acct-row">
                <span>{name}</span>
                <span className="acct-row__value">
                  {t('social.linkedOn', { date: new Date(link.linkedAt).toLocaleDateString(i18n.language) })}
                </span>
                <button
                  type="button"
                  className="acct-button acct-button--plain acct-button--small"
                  aria-expanded={open === link.provider}
                  onClick={() => setOpen(open === link.provider ? null : link.provider)}
                >
                  {t('social.unlink', { provider: name })}
                </button>
              </div>
              {open === link.provider ? (
                <UnlinkForm
                  provider={link.provider}
                  onDone={(done) => {
                    setOpen(null);
                    if (done) setUnlinked(link.provider);
                  }}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
