import {
  checkSecurityQuestions,
  emptySecurityQuestions,
  securityQuestionsPayload,
} from './security-questions-form';

const filled = () => ({
  questions: ['firstPet', 'birthCity', 'firstSchool'] as ('firstPet' | 'birthCity' | 'firstSchool' | '')[],
  answers: [' Bantay ', 'Cebu', 'San Roque'],
  password: 'Demo1234',
});

describe('checkSecurityQuestions', () => {
  it('passes three different questions, answers of 2-50 characters and a password', () => {
    expect(checkSecurityQuestions(filled())).toEqual({});
  });

  it('names every empty field of an untouched form', () => {
    expect(checkSecurityQuestions(emptySecurityQuestions())).toEqual({
      question0: 'securityQuestions.ruleQuestion',
      question1: 'securityQuestions.ruleQuestion',
      question2: 'securityQuestions.ruleQuestion',
      answer0: 'securityQuestions.ruleAnswer',
      answer1: 'securityQuestions.ruleAnswer',
      answer2: 'securityQuestions.ruleAnswer',
      password: 'securityQuestions.rulePassword',
    });
  });

  it('asks for another question where one repeats an earlier slot', () => {
    const fields = filled();
    fields.questions[2] = 'firstPet';
    expect(checkSecurityQuestions(fields)).toEqual({ question2: 'securityQuestions.ruleDifferent' });
  });

  it.each([
    ['one character after trimming', '  x  ', false],
    ['two characters', 'ab', true],
    ['fifty characters', 'a'.repeat(50), true],
    ['51 characters', 'a'.repeat(51), false],
    ['25 emoji (50 UTF-16 units, as the server counts)', '😀'.repeat(25), true],
    ['26 emoji (52 UTF-16 units)', '😀'.repeat(26), false],
  ])('an answer of %s passes: %s', (_, answer, passes) => {
    const fields = filled();
    fields.answers[1] = answer;
    expect(checkSecurityQuestions(fields).answer1 === undefined).toBe(passes);
  });
});

describe('securityQuestionsPayload', () => {
  it('sends the questions in order with trimmed answers and the password as typed', () => {
    expect(securityQuestionsPayload(filled())).toEqual({
      password: 'Demo1234',
      answers: [
        { questionKey: 'firstPet', answer: 'Bantay' },
        { questionKey: 'birthCity', answer: 'Cebu' },
        { questionKey: 'firstSchool', answer: 'San Roque' },
      ],
    });
  });
});
