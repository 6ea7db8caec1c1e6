/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { BackButton, useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { LoginFooter, LoginForm } from '../../login';
import { RegisterPanel } from '../../register';
import { type AuthTab, bannerGroupsOf, pathOfTab, tabOfPath } from '../auth-tab';
import { AuthBanner } from './auth-banner';
import { AuthTabs } from './auth-tabs';
import './auth.css';

/** SPEC combined login/register page: the path decides the tab; switching tabs moves the address. */
export function LoginRegisterPage() {
  const { t } = useTranslation();
  const { location, navigate } = useMount();
  const tab = tabOfPath(location.pathname);
  const choose = (next: AuthTab) => {
    if (next !== tab) navigate(pathOfTab(next, location.search), { replace: true });
  };
  return (
    <main className="auth-page">
      {/* SPEC 2 hides the site's header here: the page's own back goes to /m/home (its record's back). */}
      <BackButton className="auth-page__back" />
      <AuthBanner key={tab} groups={bannerGroupsOf(tab)} />
      <h1 className="mk-visually-hidden">{t(tab === 'login' ? 'login.tab' : 'register.tab')}</h1>
      <AuthTabs value={tab} onChange={choose} />
      <section
        id={`auth-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={`auth-tab-${tab}`}
        className="auth-panel"
      >
        {tab === 'login' ? <LoginForm onRegister={() => choose('register')} /> : <RegisterPanel />}
      </section>
      {tab === 'login' ? <LoginFooter /> : null}
    </main>
  );
}
