import { ModalLayer } from '@mobile/react-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LazySiteDocument, useSiteDocuments } from '../../terms';

/** Terms of use or privacy policy (the operator's text, as the terms page shows it), as a modal popup. */
export function TermsPopup({ kind, onClose }: { kind: 'terms' | 'policy'; onClose(): void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const documents = useSiteDocuments();
  const title = t(kind === 'terms' ? 'register.terms' : 'register.policy');
  return (
    <ModalLayer
      className="auth-popup"
      maskClassName="auth-popup__mask"
      panelClassName="auth-popup__box"
      label={title}
      onDismiss={onClose}
      initialFocus={closeRef}
    >
      <h2 className="auth-popup__title">{title}</h2>
      <div className="auth-popup__body">
        {/* The short built-in text until the operator's arrives (or when none is set). */}
        <LazySiteDocument kind={kind} documents={documents.data} />
      </div>
      <button ref={closeRef} type="button" className="auth-submit" onClick={onClose}>
        {t('register.close')}
      </button>
    </ModalLayer>
  );
}
