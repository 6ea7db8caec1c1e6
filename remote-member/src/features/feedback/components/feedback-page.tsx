import { useMount } from '@mobile/react-kit';
import { FEEDBACK, type FeedbackType, isApiError, TIMERS } from '@mobile/shared-contracts';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { useCaptcha } from '../../auth-common';
import { CaptchaField } from '../../forms';
import { ConfirmDialog } from '../../settings';
import { useSendFeedback } from '../api/use-send-feedback';
import {
  canSubmitFeedback,
  clampFeedback,
  feedbackCounter,
  feedbackProblem,
  NO_TYPE,
} from '../feedback-rules';
import { QuestionTypePopup } from './question-type-popup';
import '../../../common/account-ui.css';
import './feedback.css';

/** /m/feedback (login required by the route): question type, 20–200 characters, captcha, submit. */
export function FeedbackPage() {
  const { bus } = useMount();
  const { t } = useTranslation(MEMBER_NS);
  const ids = { content: useId(), counter: useId(), captcha: useId(), type: useId() };
  const captcha = useCaptcha('feedback', true);
  const send = useSendFeedback();
  const [type, setType] = useState<FeedbackType | typeof NO_TYPE>(NO_TYPE);
  const [content, setContent] = useState('');
  const [answer, setAnswer] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const captchaRef = useRef<HTMLInputElement>(null);
  const typeRef = useRef<HTMLButtonElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setCaptchaError(null);
    const missing = feedbackProblem(type, answer);
    if (missing === 'type') {
      setProblem(t('feedback.chooseType'));
      return typeRef.current?.focus();
    }
    if (missing === 'captcha' || type === NO_TYPE) {
      setCaptchaError(t('feedback.enterCode'));
      return captchaRef.current?.focus();
    }
    if (!captcha.data) return captcha.refetch();
    bus.emit({
      type: 'toast',
      kind: 'loading',
      messageKey: 'state.loading',
      durationMs: TIMERS.feedbackSubmit,
    });
    send.mutate(
      { content: content.trim(), type, captchaId: captcha.data.captchaId, captcha: answer.trim() },
      {
        onSuccess: () => {
          bus.emit({ type: 'hide-toast' });
          setSent(true);
          setContent('');
          setType(NO_TYPE);
        },
        onError: (error) => {
          bus.emit({ type: 'hide-toast' });
          if (isApiError(error) && error.code.startsWith('CAPTCHA')) {
            setCaptchaError(t(error.messageKey, { ns: 'common' }));
            captchaRef.current?.focus();
          } else setProblem(isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('feedback.failed'));
        },
        // A captcha is single use: every attempt needs a new one.
        onSettled: () => {
          setAnswer('');
          void captcha.refetch();
        },
      },
    );
  };

  return (
    <div className="acct-page">
      <form className="acct-form acct-card" noValidate onSubmit={submit} aria-label={t('feedback.title')}>
        <div className="form-field">
          <span className="form-field__label" id={ids.type}>
            {t('feedback.typeTitle')}
          </span>
          <button
            ref={typeRef}
            type="button"
            className="member-feedback__type-button"
            aria-labelledby={`${ids.type} ${ids.type}-value`}
            aria-haspopup="dialog"
            onClick={() => setChoosing(true)}
          >
            <span id={`${ids.type}-value`}>
              {type === NO_TYPE ? t('feedback.choose') : t(`feedback.type${type}`)}
            </span>
          </button>
        </div>
        <div className="form-field">
          <label className="form-field__label" htmlFor={ids.content}>
            {t('feedback.content')}
          </label>
          <textarea
            id={ids.content}
            className="member-feedback__content"
            rows={6}
            maxLength={FEEDBACK.maxLength * 2}
            placeholder={t('feedback.placeholder', { min: FEEDBACK.minLength, max: FEEDBACK.maxLength })}
            aria-describedby={ids.counter}
            value={content}
            onChange={(event) => setContent(clampFeedback(event.target.value))}
          />
          <p id={ids.counter} className="member-feedback__counter">
            {feedbackCounter(content)}
          </p>
        </div>
        <CaptchaField
          ref={captchaRef}
          id={ids.captcha}
          label={t('feedback.captcha')}
          captcha={captcha}
          value={answer}
          error={captchaError}
          onChange={setAnswer}
        />
        {problem ? (
          <p className="acct-alert" role="alert">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="mk-button" disabled={!canSubmitFeedback(content) || send.isPending}>
          {t('feedback.submit')}
        </button>
      </form>
      {choosing ? (
        <QuestionTypePopup
          selected={type}
          onSelect={(chosen) => {
            setType(chosen);
            setChoosing(false);
            setProblem(null);
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
      {sent ? (
        <ConfirmDialog
          message={t('feedback.sent')}
          confirmLabel={t('dialog.ok')}
          onConfirm={() => setSent(false)}
        />
      ) : null}
    </div>
  );
}
