import * as v from 'valibot';
import { defineEndpoint } from './define';

/**
 * The questions a member may choose from (texts in `member:securityQuestions.question.<key>`): the spec
 * names the two calls only, so the catalogue is the site's own, the same for every merchant.
 */
export const SECURITY_QUESTION_KEYS = [
  'firstSchool',
  'childhoodFriend',
  'firstPet',
  'birthCity',
  'motherMaidenName',
  'favouriteTeacher',
  'firstPhone',
  'favouriteFood',
] as const;
export type SecurityQuestionKey = (typeof SECURITY_QUESTION_KEYS)[number];

/** How many different questions a member sets, all at once. */
export const SECURITY_QUESTION_COUNT = 3;
/** An answer's length after trimming, in characters. */
export const SECURITY_ANSWER_LENGTH = { min: 2, max: 50 } as const;

const answerSchema = v.pipe(
  v.string(),
  v.maxLength(SECURITY_ANSWER_LENGTH.max * 4),
  v.trim(),
  v.minLength(SECURITY_ANSWER_LENGTH.min),
  v.maxLength(SECURITY_ANSWER_LENGTH.max),
);

export const securityQuestionAnswerSchema = v.object({
  questionKey: v.picklist(SECURITY_QUESTION_KEYS),
  answer: answerSchema,
});

/** Set (or replace) all answers; the login password confirms it is the member. */
export const setSecurityQuestionsSchema = v.object({
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  answers: v.pipe(
    v.array(securityQuestionAnswerSchema),
    v.length(SECURITY_QUESTION_COUNT),
    v.check(
      (answers) => new Set(answers.map((a) => a.questionKey)).size === answers.length,
      'each question once',
    ),
  ),
});

/** What the member has set: the questions and when, never the answers. */
export const customerSecurityQuestionsSchema = v.object({
  questionKeys: v.array(v.picklist(SECURITY_QUESTION_KEYS)),
  setAt: v.nullable(v.string()),
});

export const memberSecurityEndpoints = {
  securityQuestions: defineEndpoint({
    method: 'GET',
    path: '/wps/member/securityQuestions',
    request: v.object({}),
    response: v.object({ questionKeys: v.array(v.picklist(SECURITY_QUESTION_KEYS)) }),
    auth: 'required',
  }),
  customerSecurityQuestions: defineEndpoint({
    method: 'GET',
    path: '/wps/member/customerSecurityQuestions',
    request: v.object({}),
    response: customerSecurityQuestionsSchema,
    auth: 'required',
  }),
  setCustomerSecurityQuestions: defineEndpoint({
    method: 'POST',
    path: '/wps/member/customerSecurityQuestions',
    request: setSecurityQuestionsSchema,
    response: customerSecurityQuestionsSchema,
    auth: 'required',
  }),
};

export type CustomerSecurityQuestions = v.InferOutput<typeof customerSecurityQuestionsSchema>;
export type SetSecurityQuestionsPayload = v.InferInput<typeof setSecurityQuestionsSchema>;
