/// <reference path="../assets.d.ts" />
import { useTranslation } from 'react-i18next';
import noDataImage from './no-data.svg';

interface EmptyStateProps {
  messageKey?: string;
}

/** SPEC 2: empty lists show a no-data image and text. */
export function EmptyState({ messageKey = 'state.empty' }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="mk-state mk-state--empty">
      <img className="mk-state__image" src={noDataImage} alt="" width={120} height={120} />
      <p className="mk-state__text">{t(messageKey)}</p>
    </div>
  );
}
