import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import type { BetOrder, Paged, SubOrder } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { BettingRecordPage } from './betting-record-page';

const order = (orderId: number, over: Partial<BetOrder> = {}): BetOrder => ({
  orderId,
  orderNo: `B${String(orderId).padStart(8, '0')}`,
  gameName: `Game ${orderId}`,
  vendor: 'NOVA',
  category: 'RNG',
  playType: null,
  amount: 10,
  payout: 0,
  status: 'lost',
  createdAt: '2024-05-01T10:00:00Z',
  ...over,
});
const page = <T,>(content: T[], pageNum = 1, totalPages = 1): Paged<T> => ({
  content,
  pageNum,
  pageSize: 20,
  totalPages,
  total: content.length,
});
const sub = (subOrderId: number, over: Partial<SubOrder> = {}): SubOrder => ({
  subOrderId,
  content: `Number ${subOrderId}`,
  amount: 10,
  payout: 0,
  status: 'pending',
  drawAt: '2099-05-02T10:00:00Z',
  cancellable: true,
  ...over,
});
const wallet = { currencySymbol: '₱', sumBalance: 1000 };
const orders: ApiHandlers = {
  betOrders: ({ category }) =>
    page(
      category === 'LOTTERY'
        ? [order(3, { category: 'LOTTERY', status: 'pending', gameName: 'Lotto 3' })]
        : [order(1, { status: 'won', payout: 20 }), order(2)],
    ),
  vendorRecords: () =>
    page([
      {
        recordId: 'NOVA-1',
        orderId: 1,
        gameName: 'Game 1',
        vendor: 'NOVA',
        stake: 10,
        win: 20,
        result: 'slot win',
        createdAt: '2024-05-01T10:00:00Z',
      },
    ]),
};

describe('BettingRecordPage', () => {
  it("lists today's orders with status, stake and payout, linking to each order", async () => {
    renderParcelRoot(<BettingRecordPage />, { session: sessionOf(1), wallet, api: orders });
    const link = await screen.findByRole('link', { name: /Game 1/ });
    expect(link).toHaveAttribute('href', '/m/gameRecord?order=1');
    expect(within(link).getByText('Won')).toBeInTheDocument();
    expect(within(link).getByText('Stake ₱10.00')).toBeInTheDocument();
    expect(within(link).getByText('Payout ₱20.00')).toBeInTheDocument();
    expect(screen.getByText('Lost')).toBeInTheDocument();
  });

  it('narrows to a category and shows the vendor records tab', async () => {
    const { user, call } = renderParcelRoot(<BettingRecordPage />, {
      session: sessionOf(1),
      wallet,
      api: orders,
    });
    await screen.findByRole('link', { name: /Game 1/ });
    await user.click(screen.getByRole('button', { name: 'Lottery' }));
    expect(await screen.findByRole('link', { name: /Lotto 3/ })).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'betOrders',
      expect.objectContaining({ category: 'LOTTERY' }),
      expect.anything(),
    );
    await user.click(screen.getByRole('tab', { name: 'Game records' }));
    expect(await screen.findByText('slot win')).toBeInTheDocument();
    expect(screen.getByText('Round NOVA-1')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    renderParcelRoot(<BettingRecordPage />, { session: sessionOf(1), api: { betOrders: () => page([]) } });
    expect(await screen.findByText('No bets in this period')).toBeInTheDocument();
  });

  it('shows an order with its sub-orders and cancels a pending pick after asking twice', async () => {
    let cancelled = false;
    const { user, call, bus } = renderParcelRoot(<BettingRecordPage />, {
      path: '/m/gameRecord?order=3',
      session: sessionOf(1),
      wallet,
      api: {
        betOrderDetail: () => ({
          order: order(3, { category: 'LOTTERY', status: 'pending', gameName: 'Lotto 3', amount: 20 }),
          detail: 'picks 2,5',
          subOrders: [
            sub(31, { status: cancelled ? 'cancelled' : 'pending', cancellable: !cancelled }),
            sub(32, { status: 'lost', cancellable: false }),
          ],
        }),
        cancelSubOrder: ({ subOrderId }) => {
          cancelled = true;
          return { subOrderId, refund: 10, balance: 1010 };
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Lotto 3' })).toBeInTheDocument();
    expect(screen.getByText('picks 2,5')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Cancel/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Cancel Number 31' }));
    expect(call.mock.calls.filter(([k]) => k === 'cancelSubOrder')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm cancel of Number 31' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument());
    const cancels = call.mock.calls.filter(([k]) => k === 'cancelSubOrder');
    expect(cancels).toHaveLength(1);
    expect((cancels[0]?.[2] as { idempotencyKey: string } | undefined)?.idempotencyKey).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows an error with retry for an order that cannot load', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<BettingRecordPage />, {
      path: '/m/gameRecord?order=9',
      session: sessionOf(1),
      api: {
        betOrderDetail: () => {
          if (fail) throw new Error('offline');
          return { order: order(9), detail: 'slot loss', subOrders: [] };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('slot loss')).toBeInTheDocument();
  });

  it("says an order that is not the member's does not exist, without a retry", async () => {
    renderParcelRoot(<BettingRecordPage />, {
      path: '/m/gameRecord?order=99',
      session: sessionOf(1),
      api: {
        betOrderDetail: () => {
          throw {
            name: 'ApiError',
            code: 'NOT_FOUND',
            messageKey: 'error.requestedUrlEmpty',
            status: 404,
            value: null,
          };
        },
      },
    });
    expect(await screen.findByText('This order does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
