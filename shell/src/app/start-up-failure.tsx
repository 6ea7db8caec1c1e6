import type { i18n as I18n } from 'i18next';

/** Shown when the site cannot start (API unreachable): a clear message and a way to try again. */
export function StartUpFailure({ i18n, onRetry }: { i18n: I18n; onRetry: () => void }) {
  const t = i18n.getFixedT(null, 'common');
  return (
    <div className="start-up-failure mk-state mk-state--error" role="alert">
      <p className="mk-state__text">{t('error.network')}</p>
      <button type="button" className="mk-button" onClick={onRetry}>
        {t('action.retry')}
      </button>
    </div>
  );
}
