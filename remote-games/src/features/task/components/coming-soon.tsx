import { ModalLayer } from '@mobile/react-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './coming-soon.css';

/** SPEC 7 'Task link missing': a 'coming soon' alert; its confirm takes the player home. */
export function ComingSoon({ onConfirm }: { onConfirm(): void }) {
  const { t } = useTranslation('games');
  const confirm = useRef<HTMLButtonElement>(null);
  return (
    <ModalLayer
      className="coming-soon"
      panelClassName="coming-soon__box"
      role="alertdialog"
      labelledBy="coming-soon-text"
      initialFocus={confirm}
    >
      <p id="coming-soon-text">{t('task.comingSoon')}</p>
      <button ref={confirm} type="button" className="mk-button" onClick={onConfirm}>
        {t('task.confirm')}
      </button>
    </ModalLayer>
  );
}
