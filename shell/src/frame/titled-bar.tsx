import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon';
import './titled-bar.css';

interface TitledBarProps {
  /** i18n key of the page title (the route's titleKey); none for pages the table does not know. */
  titleKey: string | null;
  /** A title as it is (a merchant's extra route), used when there is no titleKey. */
  title?: string;
  onBack: () => void;
}

/** Header of non-home pages: a back button and the page title. */
export function TitledBar({ titleKey, title, onBack }: TitledBarProps) {
  const { t } = useTranslation('common');
  return (
    <header className="titled-bar">
      <button
        type="button"
        className="icon-button titled-bar__back"
        onClick={onBack}
        aria-label={t('action.back')}
      >
        <Icon name="back" />
      </button>
      <h1 className="titled-bar__title">{titleKey ? t(titleKey) : (title ?? '')}</h1>
    </header>
  );
}
