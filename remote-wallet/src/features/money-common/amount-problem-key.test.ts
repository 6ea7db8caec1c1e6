import { amountProblemKey } from './amount-problem-key';

describe('amountProblemKey', () => {
  const limits = { min: 100, max: 20_000 };
  it.each([
    ['', 'money.problem.AMOUNT_INVALID'],
    ['abc', 'money.problem.AMOUNT_INVALID'],
    ['0', 'money.problem.AMOUNT_INVALID'],
    ['10.123', 'money.problem.AMOUNT_INVALID'],
    ['99.99', 'money.problem.AMOUNT_BELOW_MIN'],
    ['20000.01', 'money.problem.AMOUNT_ABOVE_MAX'],
    ['100', null],
    ['20000', null],
  ])('%p → %p', (text, key) => {
    expect(amountProblemKey(text, limits)).toBe(key);
  });
});
