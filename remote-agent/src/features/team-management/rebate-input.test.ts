import { checkRebateInput } from './rebate-input';

describe('checkRebateInput', () => {
  it('accepts a percent with up to two decimals within the bounds', () => {
    expect(checkRebateInput('1.25', 0, 2)).toEqual({ kind: 'ok', rebate: 1.25 });
    expect(checkRebateInput(' 2 ', 0, 2)).toEqual({ kind: 'ok', rebate: 2 });
    expect(checkRebateInput('0', 0, 2)).toEqual({ kind: 'ok', rebate: 0 });
  });

  it("refuses anything above the ceiling (the agent's or the upline's own)", () => {
    expect(checkRebateInput('2.01', 0, 2)).toEqual({ kind: 'invalid', messageKey: 'rebate.tooHigh' });
  });

  it("refuses anything below the downline's own downlines", () => {
    expect(checkRebateInput('0.5', 1, 2)).toEqual({ kind: 'invalid', messageKey: 'rebate.tooLow' });
  });

  it.each(['', 'abc', '-1', '1.255', '1,5', '1e1', '.5'])('refuses %p as a format error', (text) => {
    expect(checkRebateInput(text, 0, 10)).toEqual({ kind: 'invalid', messageKey: 'rebate.format' });
  });
});
