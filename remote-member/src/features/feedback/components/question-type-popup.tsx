import { ModalLayer } from '@mobile/react-kit';
import { FEEDBACK_TYPES, type FeedbackType } from '@mobile/shared-contracts';
import { useId, useRef } from 'react';
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
  return (
    <ModalLayer
      className="acct-dialog__mask"
      maskClassName="member-feedback__mask"
      panelClassName="acct-dialog member-feedback__types"
      labelledBy={titleId}
      onDismiss={onClose}
      initialFocus={first}
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
      <button type="button" className="mk-button mk-button--plain" onClick={onClose}>
        {t('feedback.cancel')}
      </button>
    </ModalLayer>
  );
}
