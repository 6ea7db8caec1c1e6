import { AppLink, PageSpinner, PageTopBar, useMount } from '@mobile/react-kit';
import { type LoginResult, pathOf, returnPathFrom } from '@mobile/shared-contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { emitLogin } from '../../auth-common';
import { RegisterPanel } from '../../register';
import { useSocialCallback } from '../api/use-social';
import { isProviderRedirect, takeReturnSearch } from '../callback-search';
import { LinkAccountForm } from './link-account-form';
import '../../../common/account-ui.css';
import './social-login.css';

/**
 * /m/social/callback: where the provider sends the browser back. The redirect is sent to the API once;
 * then a session, the matched account's password, or the rest of the registration.
 */
export function SocialCallbackPage() {
  const { t } = useTranslation();
  const { t: common } = useTranslation('common');
  const contract = useMount();
  const callback = useSocialCallback();
  const search = useRef(contract.location.search);
  const returnSearch = useRef<string | null>(null);
  const redirect = isProviderRedirect(search.current);

  const finish = (login: LoginResult) => {
    returnSearch.current ??= takeReturnSearch(window.sessionStorage);
    emitLogin(contract, login);
    contract.navigate(returnPathFrom(returnSearch.current), { replace: true });
  };

  // Once per page: the flow behind it is single-use, so a second send would only be refused.
  const sent = useRef(false);
  useEffect(() => {
    if (!redirect || sent.current) return;
    sent.current = true;
    callback.mutate(search.current, {
      onSuccess: (answer) => {
        if (answer.outcome === 'session') finish(answer.login);
      },
    });
  });

  const answer = callback.data;
  const providerName = answer && answer.outcome !== 'session' ? t(`social.provider.${answer.provider}`) : '';
  let body: React.ReactNode;
  if (!redirect || callback.isError)
    body = (
      <div className="mk-state mk-state--error" role="alert">
        <p className="mk-state__text">{t('social.failed')}</p>
        <AppLink className="mk-button" to={pathOf('login')}>
          {t('social.backToLogin')}
        </AppLink>
      </div>
    );
  else if (!answer || answer.outcome === 'session')
    body = (
      <>
        <p className="social-callback__intro">{t('social.checking')}</p>
        <PageSpinner />
      </>
    );
  else if (answer.outcome === 'link')
    body = <LinkAccountForm providerName={providerName} username={answer.username} onLinked={finish} />;
  else
    body = (
      <>
        <h2 className="social-callback__title">{t('social.registerTitle')}</h2>
        <p className="social-callback__intro">{t('social.registerIntro', { provider: providerName })}</p>
        <RegisterPanel social={{ given: answer.given, prefill: answer.prefill }} />
      </>
    );

  return (
    <div className="acct-page">
      <PageTopBar title={common('title.socialCallback')} />
      <section className="acct-card">{body}</section>
    </div>
  );
}
