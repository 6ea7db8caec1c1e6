import { sanitizeServerHtml } from '@mobile/react-kit/sanitize-html';
import type { Announcement } from '@mobile/shared-contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Overlay } from '../../ui/overlay';
import './popups.css';

interface PopupDialogProps {
  popups: readonly Announcement[];
  /** `forGood`: the player ticked 'don't show pop-ups again'. */
  onClose: (forGood: boolean) => void;
}

/**
 * The home pop-ups (type PU) one after another: title, picture and server HTML after DOMPurify. Next
 * shows the following one; Close (or Escape, or the mask) dismisses the rest, and with 'don't show again' ticked every later login's too.
 */
export function PopupDialog({ popups, onClose }: PopupDialogProps) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  const [forGood, setForGood] = useState(false);
  const close = () => onClose(forGood);
  const popup = popups[index];
  const html = useMemo(() => sanitizeServerHtml(popup?.content ?? ''), [popup?.content]);
  if (!popup) return null;
  const last = index === popups.length - 1;
  return (
    <Overlay label={popup.title} onClose={close} variant="dialog">
      <article className="home-popup">
        <h2 className="home-popup__title">{popup.title}</h2>
        {popup.url ? <img className="home-popup__image" src={popup.url} alt="" /> : null}
        <div
          className="home-popup__content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {popups.length > 1 ? (
          <p className="home-popup__count">{t('home.slide', { index: index + 1, count: popups.length })}</p>
        ) : null}
        <label className="home-popup__opt-out">
          <input type="checkbox" checked={forGood} onChange={(event) => setForGood(event.target.checked)} />
          {t('home.popupsOff')}
        </label>
        <div className="confirm-dialog__actions">
          <button type="button" className="confirm-dialog__button" onClick={close}>
            {t('action.close')}
          </button>
          {last ? null : (
            <button
              type="button"
              className="confirm-dialog__button confirm-dialog__button--primary"
              onClick={() => setIndex(index + 1)}
            >
              {t('home.popupNext')}
            </button>
          )}
        </div>
      </article>
    </Overlay>
  );
}
