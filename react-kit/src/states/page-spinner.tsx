import { useTranslation } from 'react-i18next';

/**
 * Loading state of a page or widget; announced to screen readers. `data-mk-loading` tells the shell that a
 * parcel showing it has not drawn its page yet (it keeps a server-drawn page until then, decision 0561).
 */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="mk-spinner" role="status" aria-live="polite" data-mk-loading="">
      <span className="mk-spinner__dot" aria-hidden="true" />
      <span className="mk-visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
