import { sessionOf } from '@mobile/react-kit/testing';
import { FREE_REJECT_TOAST } from '@mobile/shared-contracts';
import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../test/render';
import { MoneyAccessGate } from './money-access-gate';

const page = <MoneyAccessGate>money page</MoneyAccessGate>;

// The depositor rule of the access table: types 0, 1, 2 in; free play, agent types and guests out.
it.each([0, 1, 2])('draws the money page for member type %p', (type) => {
  const { bus } = renderParcelRoot(page, { session: sessionOf(type) });
  expect(screen.getByText('money page')).toBeInTheDocument();
  expect(bus.emit).not.toHaveBeenCalled();
});

it.each([4, 40, 41, 42])('tells member type %p free_reject and draws no money page', (type) => {
  const { bus } = renderParcelRoot(page, { session: sessionOf(type) });
  expect(screen.queryByText('money page')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Deposits and withdrawals need a real account.');
  expect(bus.emit).toHaveBeenCalledWith(FREE_REJECT_TOAST);
});

it('draws no money page without a session', () => {
  renderParcelRoot(page, { session: null });
  expect(screen.queryByText('money page')).not.toBeInTheDocument();
});
