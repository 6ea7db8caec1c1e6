import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useSiteDocuments } from '../api/use-site-documents';
import SiteDocument from './site-document';
import './terms.css';

/**
 * SPEC 'terms and user agreement': the age the merchant requires, then the operator's terms of use and
 * privacy policy in the player's language (English where that language has none, the site's own short
 * text where the operator has set nothing).
 */
export function TermsPage() {
  const { t } = useTranslation(MEMBER_NS);
  const { merchant } = useMount();
  const documents = useSiteDocuments();
  if (documents.isPending) return <PageSpinner />;
  if (documents.isError)
    return documents.isFetching ? <PageSpinner /> : <ErrorState onRetry={() => documents.refetch()} />;
  return (
    <div className="terms">
      <p className="terms__age">{t('terms.age', { age: merchant.settings.ageLimit })}</p>
      <section className="terms__section" aria-labelledby="terms-of-use">
        <h2 id="terms-of-use" className="terms__title">
          {t('register.terms')}
        </h2>
        <SiteDocument kind="terms" documents={documents.data} />
      </section>
      <section className="terms__section" aria-labelledby="privacy-policy">
        <h2 id="privacy-policy" className="terms__title">
          {t('register.policy')}
        </h2>
        <SiteDocument kind="policy" documents={documents.data} />
      </section>
    </div>
  );
}
