import { useTexts } from '../ui/use-texts';
import { TitledBarView } from './titled-bar-view';
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
  const t = useTexts();
  return <TitledBarView t={t} title={titleKey ? t(titleKey) : (title ?? '')} onBack={onBack} />;
}
