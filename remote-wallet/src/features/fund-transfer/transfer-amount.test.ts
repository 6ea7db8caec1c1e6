import { transferAmountProblem } from './transfer-amount';

describe('transferAmountProblem', () => {
  it('accepts whole amounts and two decimals up to the balance', () => {
    expect(transferAmountProblem('10', 100)).toBeNull();
    expect(transferAmountProblem(' 12.34 ', 100)).toBeNull();
    expect(transferAmountProblem('100.00', 100)).toBeNull();
  });
  it('refuses text, negatives, three decimals and empty input', () => {
    for (const text of ['', 'abc', '-5', '1.005', '1,000', '1e3'])
      expect(transferAmountProblem(text, 1e6)).toBe('format');
  });
  it('refuses zero', () => {
    expect(transferAmountProblem('0', 100)).toBe('min');
    expect(transferAmountProblem('0.00', 100)).toBe('min');
  });
  it('refuses more than the source holds, to the cent', () => {
    expect(transferAmountProblem('100.01', 100)).toBe('over');
    expect(transferAmountProblem('0.30', 0.3)).toBeNull();
  });
});
