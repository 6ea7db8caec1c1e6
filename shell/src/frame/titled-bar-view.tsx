/* @jsxRuntime automatic -- also run by the home-frame server (tsx outside the shell's tsconfig) */
import { Icon } from '../ui/icon';
import type { Texts } from '../ui/texts';

export interface TitledBarViewProps {
  t: Texts;
  /** The page's title as shown (the route's title in the player's language, or an extra route's own). */
  title: string;
  /** Without it (the server-drawn frame) the back button waits disabled for the shell. */
  onBack?: () => void;
}

/** Header of non-home pages as drawn: a back button and the page title. */
export function TitledBarView({ t, title, onBack }: TitledBarViewProps) {
  return (
    <header className="titled-bar">
      <button
        type="button"
        className="icon-button titled-bar__back"
        onClick={onBack}
        disabled={!onBack}
        aria-label={t('action.back')}
      >
        <Icon name="back" />
      </button>
      <h1 className="titled-bar__title">{title}</h1>
    </header>
  );
}
