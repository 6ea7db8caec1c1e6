import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../test/render';
import { useMoney } from './use-currency';

function Amount({ value }: { value: number }) {
  return <p>{useMoney()(value)}</p>;
}

describe('useMoney', () => {
  it('default formatter currency CNY: ¥ while no wallet symbol is known', () => {
    renderParcelRoot(<Amount value={-1234.5} />, { wallet: null });
    expect(screen.getByText('-¥1,234.50')).toBeInTheDocument();
  });

  it('the wallet’s symbol once it is known', () => {
    renderParcelRoot(<Amount value={2500} />, { wallet: { currencySymbol: '₱', sumBalance: 1 } });
    expect(screen.getByText('₱2,500.00')).toBeInTheDocument();
  });
});
