import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';

const SiteDocument = lazy(() => import(/* webpackChunkName: "site-document" */ './site-document'));

type Props = Parameters<typeof SiteDocument>[0];

/**
 * The document for pages that show it only on request (the register popups): its HTML sanitiser is a
 * chunk of its own, so it never weighs on the login and register page.
 */
export function LazySiteDocument(props: Props) {
  const { t } = useTranslation(MEMBER_NS);
  return (
    <Suspense fallback={<p className="terms__text">{t('terms.loading')}</p>}>
      <SiteDocument {...props} />
    </Suspense>
  );
}
