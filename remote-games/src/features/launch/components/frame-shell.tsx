import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './launch-frame.css';

interface FrameShellProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Beside the close button (the lotto frame's link to the game's results). */
  actions?: ReactNode;
}

/** Full-screen page of an embedded game: a slim bar with the title and a close button, the frame below. */
export function FrameShell({ title, onClose, children, actions }: FrameShellProps) {
  const { t } = useTranslation('games');
  return (
    <section className="launch-frame" aria-label={title}>
      <div className="launch-frame__bar">
        <h1 className="launch-frame__title">{title}</h1>
        {actions}
        <button type="button" className="launch-frame__close" onClick={onClose}>
          {t('frame.close')}
        </button>
      </div>
      {children}
    </section>
  );
}
