import { ErrorState, PageSpinner, useMount } from '@mobile/react-kit';
import { isApiError, type SecurityQuestionKey, successToast } from '@mobile/shared-contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../../load-locale';
import { Field, FormField, PasswordField } from '../../forms';
import { useSecurityQuestionChoices } from '../api/get-security-question-choices';
import { useSetSecurityQuestions } from '../api/set-security-questions';
import {
  checkSecurityQuestions,
  emptySecurityQuestions,
  type SecurityQuestionsErrors,
  type SecurityQuestionsField,
  securityQuestionsPayload,
} from '../security-questions-form';

/**
 * Three questions (each chosen once) with their answers, confirmed by the login password. Nothing typed
 * is lost on a refusal: a wrong password is marked on its field, any other failure above the button.
 */
export function SecurityQuestionsForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation(MEMBER_NS);
  const { bus } = useMount();
  const choices = useSecurityQuestionChoices();
  const save = useSetSecurityQuestions();
  const [fields, setFields] = useState(emptySecurityQuestions);
  const [errors, setErrors] = useState<SecurityQuestionsErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  if (choices.isPending) return <PageSpinner />;
  if (choices.isError) return <ErrorState onRetry={() => choices.refetch()} />;

  const message = (field: SecurityQuestionsField) => (errors[field] ? t(errors[field]) : null);
  const pick = (slot: number, key: SecurityQuestionKey | '') =>
    setFields((f) => ({ ...f, questions: f.questions.map((q, i) => (i === slot ? key : q)) }));
  const answer = (slot: number, text: string) =>
    setFields((f) => ({ ...f, answers: f.answers.map((a, i) => (i === slot ? text : a)) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkSecurityQuestions(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || save.isPending) return;
    save.mutate(securityQuestionsPayload(fields), {
      onSuccess: () => {
        bus.emit(successToast(`${MEMBER_NS}:securityQuestions.saved`));
        onDone();
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'WRONG_CREDENTIALS')
          return setErrors({ password: 'securityQuestions.wrongPassword' });
        setFailure(isApiError(error) ? t(error.messageKey, { ns: 'common' }) : t('securityQuestions.failed'));
      },
    });
  };

  return (
    <form
      className="acct-form"
      onSubmit={submit}
      noValidate
      aria-label={t('security.item.securityQuestions')}
    >
      <p>{t('securityQuestions.intro')}</p>
      {fields.questions.map((question, slot) => {
        const id = `security-question-${slot}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are fixed; a slot is its index.
          <div key={slot} className="acct-fieldset">
            <Field
              id={id}
              label={t('securityQuestions.questionLabel', { number: slot + 1 })}
              error={message(`question${slot}`)}
            >
              <select
                id={id}
                className="form-field__input"
                value={question}
                aria-invalid={!!errors[`question${slot}`]}
                aria-describedby={`${id}-error`}
                onChange={(event) => pick(slot, event.target.value as SecurityQuestionKey | '')}
              >
                <option value="">{t('securityQuestions.choose')}</option>
                {choices.data.questionKeys.map((key) => (
                  <option key={key} value={key} disabled={key !== question && fields.questions.includes(key)}>
                    {t(`securityQuestions.question.${key}`)}
                  </option>
                ))}
              </select>
            </Field>
            <FormField
              label={t('securityQuestions.answerLabel', { number: slot + 1 })}
              autoComplete="off"
              value={fields.answers[slot] ?? ''}
              error={message(`answer${slot}`)}
              onChange={(event) => answer(slot, event.target.value)}
            />
          </div>
        );
      })}
      <PasswordField
        label={t('securityQuestions.password')}
        namedToggle
        autoComplete="current-password"
        value={fields.password}
        error={message('password')}
        onChange={(event) => setFields((f) => ({ ...f, password: event.target.value }))}
      />
      {failure ? (
        <p className="acct-alert" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="mk-button" disabled={save.isPending}>
        {t('security.save')}
      </button>
    </form>
  );
}
