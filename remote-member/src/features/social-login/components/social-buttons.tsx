/* @jsxRuntime automatic -- also run by the frame service (tools/site, tsx outside this tsconfig) */
import { useMount } from '@mobile/react-kit';
import type { SocialProviderId } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { type LoginMethod, socialProviders } from '../../auth-common';
import { useSocialProviders, useSocialStart } from '../api/use-social';
import { keepReturnSearch } from '../callback-search';
import { leaveForProvider } from '../leave-for-provider';
import './social-login.css';

/**
 * SPEC 2 social login buttons under the login form: shown exactly when the provider's switch is on and
 * the merchant configured it; a tap goes to the provider (the API keeps state, nonce and PKCE verifier).
 */
export function SocialButtons({ method }: { method: LoginMethod }) {
  const { t } = useTranslation();
  const { merchant, location } = useMount();
  const { switches } = merchant.settings;
  const wanted = method === 'username' && Boolean(switches.GOOGLELOGIN3 || switches.FACEBOOKLOGIN3);
  const configured = useSocialProviders(wanted);
  const start = useSocialStart();
  const providers = socialProviders(switches, method, configured.data?.providers ?? []);
  if (providers.length === 0) return null;

  const go = async (provider: SocialProviderId) => {
    try {
      const { authorizationUrl } = await start.mutateAsync(provider);
      keepReturnSearch(window.sessionStorage, location.search);
      leaveForProvider(authorizationUrl);
    } catch {
      // The message below says so; the buttons stay for another try.
    }
  };

  return (
    <fieldset className="social-login">
      <legend className="social-login__label">{t('social.or')}</legend>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`social-login__button social-login__button--${provider}`}
          disabled={start.isPending}
          aria-busy={start.isPending && start.variables === provider}
          onClick={() => void go(provider)}
        >
          {t(`social.continueWith.${provider}`)}
        </button>
      ))}
      {start.isError ? (
        <p className="social-login__error" role="alert">
          {t('social.startFailed')}
        </p>
      ) : null}
    </fieldset>
  );
}
