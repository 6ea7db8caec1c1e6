import { FEEDBACK_TYPES, type FeedbackType, TIMERS } from '@mobile/shared-contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';

interface QuestionTypePopupProps {
  selected: FeedbackType | -1;
  onSelect(type: FeedbackType): void;
  onClose(): void;
}

/** SPEC question-type popup: one choice closes it; the mask ignores taps for 300 ms after opening. */
export function QuestionTypePopup({ selected, onSelect, onClose }: QuestionTypePopupProps) {
  const { t } = useTranslation(MEMBER_NS);
  const titleId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const [maskArmed, setMaskArmed] = useState(false);
  useEffect(() => {
    first.current?.focus();
    const timer = setTimeout(() => setMaskArmed(true), TIMERS.maskIgnoreClicks);
    return () => clearTimeout(timer);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  return (
    <div className="acct-dialog__mask">
      {/* The mask: a tap outside closes; keyboard users have Escape and the cancel button. */}
      <button
        type="button"
        className="member-feedback__mask"
        tabIndex={-1}
        aria-hidden="true"
        onClick={() => maskArmed && onClose()}
      />
      <div
        className="acct-dialog member-feedback__types"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="member-feedback__types-title">
          {t('feedback.typeTitle')}
        </h2>
        <ul className="member-feedback__type-list">
          {FEEDBACK_TYPES.map((type, index) => (
            <li key={type}>
              <button
                ref={index === 0 ? first : undefined}
                type="button"
                className="member-feedback__type"
                aria-pressed={selected === type}
                onClick={() => onSelect(type)}
              >
                {t(`feedback.type${type}`)}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="acct-button acct-button--plain" onClick={onClose}>
          {t('feedback.cancel')}
        </button>
      </div>
    </div>
  );
}
