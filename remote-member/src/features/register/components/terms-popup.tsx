import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Terms of use or privacy policy, as a modal popup that closes with its button or Escape. */
export function TermsPopup({ kind, onClose }: { kind: 'terms' | 'policy'; onClose(): void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  const title = t(kind === 'terms' ? 'register.terms' : 'register.policy');
  return (
    <div className="auth-popup" role="dialog" aria-modal="true" aria-label={title}>
      {/* Tapping the mask closes, as the spec's other popups do; Escape and the button work too. */}
      <button type="button" className="auth-popup__mask" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div className="auth-popup__box">
        <h2 className="auth-popup__title">{title}</h2>
        <p className="auth-popup__body">
          {t(kind === 'terms' ? 'register.termsText' : 'register.policyText')}
        </p>
        <button ref={closeRef} type="button" className="auth-submit" onClick={onClose}>
          {t('register.close')}
        </button>
      </div>
    </div>
  );
}
