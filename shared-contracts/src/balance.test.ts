import { BALANCE_MASK, currencySymbolOf, displayBalance, formatBalance, walletBalanceText } from './balance';

describe('formatBalance', () => {
  it.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [999.999, '1,000.00'],
    [1.005, '1.01'],
    [-2500.1, '-2,500.10'],
    [-0.001, '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('formats %p as %p', (amount, text) => {
    expect(formatBalance(amount)).toBe(text);
  });
});

describe('displayBalance', () => {
  it('shows asterisks while hidden and the formatted amount otherwise', () => {
    expect(displayBalance(1234.5, true)).toBe(BALANCE_MASK);
    expect(displayBalance(1234.5, false)).toBe('1,234.50');
  });
});

describe('walletBalanceText', () => {
  it('shows the currency and the formatted total, masked while hidden', () => {
    const wallet = { currencySymbol: '₱', sumBalance: 1234.5 };
    expect(walletBalanceText(wallet, false)).toBe('₱ 1,234.50');
    expect(walletBalanceText(wallet, true)).toBe(`₱ ${BALANCE_MASK}`);
  });
  it('shows an ellipsis until the wallet has loaded', () => {
    expect(walletBalanceText(undefined, false)).toBe('…');
    expect(walletBalanceText(null, true)).toBe('…');
  });
});

describe('currencySymbolOf (SPEC 9 default formatter currency CNY)', () => {
  it('default formatter currency CNY: ¥ where no wallet symbol is known', () => {
    expect(currencySymbolOf(null)).toBe('¥');
    expect(currencySymbolOf(undefined)).toBe('¥');
    expect(currencySymbolOf({ currencySymbol: '' })).toBe('¥');
  });
  it('the wallet’s own symbol once known', () => expect(currencySymbolOf({ currencySymbol: '₱' })).toBe('₱'));
});
