import { useTranslation } from 'react-i18next';

/** Loading state of a page or widget; announced to screen readers. */
export function PageSpinner() {
  const { t } = useTranslation('common');
  return (
    <div className="mk-spinner" role="status" aria-live="polite">
      <span className="mk-spinner__dot" aria-hidden="true" />
      <span className="mk-visually-hidden">{t('state.loading')}</span>
    </div>
  );
}
