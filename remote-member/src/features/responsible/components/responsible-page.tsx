import { AppLink, ErrorState, PageSpinner, useMount, useStreamValue } from '@mobile/react-kit';
import { pathOf } from '@mobile/shared-contracts';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { LazyPasskeyOffer } from '../../passkeys';
import { useResponsibleInfo } from '../api/get-responsible-info';
import { HelplineCard } from './helpline-card';
import { ProtectionTools } from './protection-tools';
import { RegistrationOffer } from './registration-offer';
import '../../../common/account-ui.css';
import './responsible.css';

/**
 * /m/responsible: the merchant's minimum age and helpline for everyone; for members the limits,
 * reality check, time-out and self-exclusion. `?offer=1` is the one-time offer after registration (limits,
 * and a passkey where the page can hold one).
 */
export function ResponsiblePage() {
  const { bus, location } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const session = useStreamValue(bus.session$);
  const info = useResponsibleInfo();
  if (info.isPending) return <PageSpinner />;
  if (info.isError) return <ErrorState onRetry={() => info.refetch()} />;
  const offer = session && new URLSearchParams(location.search).get('offer') === '1';
  return (
    <div className="acct-page rg-page">
      {offer ? <RegistrationOffer /> : null}
      {offer ? <LazyPasskeyOffer /> : null}
      <section className="acct-card rg-card" aria-labelledby="rg-about">
        <h2 id="rg-about">{t('responsible.aboutTitle')}</h2>
        <p>{t('responsible.minimumAge', { age: info.data.minimumAge })}</p>
        <p>{t('responsible.about')}</p>
      </section>
      <HelplineCard helpline={info.data.helpline} />
      {session ? (
        <ProtectionTools />
      ) : (
        <p className="acct-card rg-card">
          <AppLink to={`${pathOf('login')}?redirect=%2Fm%2Fresponsible`}>
            {t('responsible.logInForTools')}
          </AppLink>
        </p>
      )}
    </div>
  );
}
