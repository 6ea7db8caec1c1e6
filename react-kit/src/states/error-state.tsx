import { useTranslation } from 'react-i18next';

interface ErrorStateProps {
  /** i18n key (namespace common) of the message; defaults to the generic load error. */
  messageKey?: string;
  onRetry?: () => void;
  /** Technical detail, kept out of sight for players but available to support via the DOM. */
  detail?: string;
}

export function ErrorState({ messageKey = 'state.loadFailed', onRetry, detail }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="mk-state mk-state--error" role="alert" data-detail={detail}>
      <p className="mk-state__text">{t(messageKey)}</p>
      {onRetry ? (
        <button type="button" className="mk-button" onClick={onRetry}>
          {t('action.retry')}
        </button>
      ) : null}
    </div>
  );
}
