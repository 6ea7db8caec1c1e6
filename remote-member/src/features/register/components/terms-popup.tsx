import { ModalLayer } from '@mobile/react-kit';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Terms of use or privacy policy, as a modal popup that closes with its button or Escape. */
export function TermsPopup({ kind, onClose }: { kind: 'terms' | 'policy'; onClose(): void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
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
      <p className="auth-popup__body">{t(kind === 'terms' ? 'register.termsText' : 'register.policyText')}</p>
      <button ref={closeRef} type="button" className="auth-submit" onClick={onClose}>
        {t('register.close')}
      </button>
    </ModalLayer>
  );
}
