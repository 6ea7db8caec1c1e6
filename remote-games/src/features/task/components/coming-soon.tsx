import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './coming-soon.css';

/** SPEC 7 'Task link missing': a 'coming soon' alert; its confirm takes the player home. */
export function ComingSoon({ onConfirm }: { onConfirm(): void }) {
  const { t } = useTranslation('games');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => confirm.current?.focus(), []);
  return (
    <div className="coming-soon" role="alertdialog" aria-modal="true" aria-labelledby="coming-soon-text">
      <div className="coming-soon__box">
        <p id="coming-soon-text">{t('task.comingSoon')}</p>
        <button ref={confirm} type="button" className="mk-button" onClick={onConfirm}>
          {t('task.confirm')}
        </button>
      </div>
    </div>
  );
}
