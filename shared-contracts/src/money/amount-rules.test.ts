import { amountProblem, centsOf, parseAmountText, quickPicksWithin } from './amount-rules';

const limits = { min: 100, max: 50_000 };

describe('amount rules', () => {
  it('converts amounts with up to two decimals to whole cents, refusing a third', () => {
    expect(centsOf(123.45)).toBe(12_345);
    // Binary noise on a two-decimal amount is not a third decimal.
    expect(centsOf(0.1 + 0.2)).toBe(30);
    expect(centsOf(0.125)).toBeNull();
    expect(centsOf(1.005)).toBeNull();
    expect(centsOf(Number.NaN)).toBeNull();
    expect(centsOf(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it.each([
    [0, 'AMOUNT_INVALID'],
    [-5, 'AMOUNT_INVALID'],
    [100.001, 'AMOUNT_INVALID'],
    [99.99, 'AMOUNT_BELOW_MIN'],
    [50_000.01, 'AMOUNT_ABOVE_MAX'],
    [100, null],
    [50_000, null],
    [2_500.5, null],
  ] as const)('%p is %p', (amount, problem) => {
    expect(amountProblem(amount, limits)).toBe(problem);
  });

  it('reads typed amounts: digits with at most two decimals', () => {
    expect(parseAmountText(' 250.5 ')).toBe(250.5);
    expect(parseAmountText('1000')).toBe(1000);
    expect(parseAmountText('1.234')).toBeNull();
    expect(parseAmountText('1e3')).toBeNull();
    expect(parseAmountText('-5')).toBeNull();
    expect(parseAmountText('')).toBeNull();
  });

  it("offers only the quick picks inside a channel's limits", () => {
    expect(quickPicksWithin([100, 500, 1_000, 5_000, 10_000], { min: 300, max: 5_000 })).toEqual([
      500, 1_000, 5_000,
    ]);
  });
});
