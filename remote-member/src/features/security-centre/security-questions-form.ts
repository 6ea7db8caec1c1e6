import {
  SECURITY_ANSWER_LENGTH,
  SECURITY_QUESTION_COUNT,
  type SecurityQuestionKey,
  type SetSecurityQuestionsPayload,
} from '@mobile/shared-contracts';

/** The security-questions form as typed: one question and answer a slot, and the login password. */
export interface SecurityQuestionsFields {
  questions: (SecurityQuestionKey | '')[];
  answers: string[];
  password: string;
}

export type SecurityQuestionsField = `question${number}` | `answer${number}` | 'password';
/** Message keys (namespace member) by field, for the fields that are not right. */
export type SecurityQuestionsErrors = Partial<Record<SecurityQuestionsField, string>>;

export const emptySecurityQuestions = (): SecurityQuestionsFields => ({
  questions: Array.from({ length: SECURITY_QUESTION_COUNT }, () => ''),
  answers: Array.from({ length: SECURITY_QUESTION_COUNT }, () => ''),
  password: '',
});

/** Each slot needs a question of its own and a trimmed answer of 2 to 50 characters; the password is needed. */
export function checkSecurityQuestions(fields: SecurityQuestionsFields): SecurityQuestionsErrors {
  const errors: SecurityQuestionsErrors = {};
  fields.questions.forEach((question, slot) => {
    if (question === '') errors[`question${slot}`] = 'securityQuestions.ruleQuestion';
    else if (fields.questions.indexOf(question) !== slot)
      errors[`question${slot}`] = 'securityQuestions.ruleDifferent';
    // UTF-16 units, as the server's schema counts them.
    const length = (fields.answers[slot] ?? '').trim().length;
    if (length < SECURITY_ANSWER_LENGTH.min || length > SECURITY_ANSWER_LENGTH.max)
      errors[`answer${slot}`] = 'securityQuestions.ruleAnswer';
  });
  if (fields.password === '') errors.password = 'securityQuestions.rulePassword';
  return errors;
}

/** The payload of a form that passed the check (answers trimmed; the server normalises them again). */
export function securityQuestionsPayload(fields: SecurityQuestionsFields): SetSecurityQuestionsPayload {
  return {
    password: fields.password,
    answers: fields.questions.map((question, slot) => ({
      questionKey: question as SecurityQuestionKey,
      answer: (fields.answers[slot] ?? '').trim(),
    })),
  };
}
