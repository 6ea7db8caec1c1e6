import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import { type Paged, TIMERS, type Transaction } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { rangeFor } from '../../../common/date-range';
import { renderParcelRoot } from '../../../test/render';
import { AccountRecordPage } from './account-record-page';

function line(id: number, amount: number, txCode = 'DEPOSIT'): Transaction {
  return { id, txCode, amount, balanceAfter: 1000 + amount, remark: '', createdAt: '2024-05-01T10:00:00Z' };
}

/** Two pages of two lines each, numbered by the page asked for. */
const twoPages: ApiHandlers = {
  memberTransactions: ({ pageNo }): Paged<Transaction> => {
    const page = Number(pageNo);
    return {
      content: [line(page * 10 + 1, 1500, 'DEPOSIT'), line(page * 10 + 2, -20, 'BET')],
      pageNum: page,
      pageSize: 20,
      totalPages: 2,
      total: 4,
    };
  },
};

const wallet = { currencySymbol: '₱', sumBalance: 1000 };

function recordCalls(call: jest.Mock) {
  return call.mock.calls.filter(([key]) => key === 'memberTransactions').map(([, payload]) => payload);
}

describe('AccountRecordPage', () => {
  it("shows today's lines with signed, coloured amounts in the wallet currency", async () => {
    const { call } = renderParcelRoot(<AccountRecordPage />, {
      path: '/m/transaction/record',
      session: sessionOf(1),
      wallet,
      api: twoPages,
    });

    const deposit = await screen.findByText('+₱1,500.00');
    expect(deposit).toHaveClass('wallet-record__amount--in');
    expect(screen.getAllByText('-₱20.00')[0]).toHaveClass('wallet-record__amount--out');
    expect(screen.getAllByText('Deposit', { selector: '.wallet-record__type' })).toHaveLength(1);
    expect(screen.getByText('Balance ₱2,500.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(recordCalls(call)[0]).toEqual({ ...rangeFor('today', new Date()), pageNo: '1', pageSize: '20' });
  });

  it('asks again for the chosen preset range', async () => {
    const { user, call } = renderParcelRoot(<AccountRecordPage />, {
      session: sessionOf(1),
      wallet,
      api: twoPages,
    });
    await screen.findByText('+₱1,500.00');

    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(recordCalls(call)).toContainEqual(expect.objectContaining(rangeFor('last7Days', new Date()))),
    );
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(recordCalls(call)).toContainEqual(expect.objectContaining(rangeFor('yesterday', new Date()))),
    );
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads more pages and stops at totalPages', async () => {
    const { user, call } = renderParcelRoot(<AccountRecordPage />, {
      session: sessionOf(1),
      wallet,
      api: twoPages,
    });
    await screen.findByText('+₱1,500.00');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('No more records')).toBeInTheDocument();
    expect(recordCalls(call).map((payload) => (payload as { pageNo: string }).pageNo)).toEqual(['1', '2']);
  });

  it('passes the agent variant types=A on', async () => {
    const { call } = renderParcelRoot(<AccountRecordPage />, {
      path: '/m/transaction/record?types=A',
      session: sessionOf(41),
      wallet,
      api: twoPages,
    });
    expect(await screen.findByText('Including your team')).toBeInTheDocument();
    await waitFor(() => expect(recordCalls(call)[0]).toEqual(expect.objectContaining({ types: 'A' })));
  });

  it('shows the empty state for a period without lines', async () => {
    renderParcelRoot(<AccountRecordPage />, {
      session: sessionOf(1),
      api: { memberTransactions: () => ({ content: [], pageNum: 1, pageSize: 20, totalPages: 0, total: 0 }) },
    });
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the lines', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<AccountRecordPage />, {
      session: sessionOf(1),
      wallet,
      api: {
        memberTransactions: (payload) => {
          if (fail) throw new Error('offline');
          return twoPages.memberTransactions?.(payload) as Paged<Transaction>;
        },
      },
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('+₱1,500.00')).toBeInTheDocument();
  });

  it('opens deposit for member types that may deposit', async () => {
    const { user, navigate, bus } = renderParcelRoot(<AccountRecordPage />, {
      session: sessionOf(2),
      api: twoPages,
    });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(navigate).toHaveBeenCalledWith('/m/voucherCenter');
    expect(bus.emit).not.toHaveBeenCalled();
  });

  it.each([4, 40])('tells member type %p free_reject and stays', async (type) => {
    const { user, navigate, bus } = renderParcelRoot(<AccountRecordPage />, {
      session: sessionOf(type),
      api: twoPages,
    });
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(bus.emit).toHaveBeenCalledWith({
      type: 'toast',
      kind: 'error',
      messageKey: 'free_reject',
      durationMs: TIMERS.freeReject,
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('AccountRecordPage transaction type', () => {
  it('filters by the chosen ledger code from GLS2_TxCodeList', async () => {
    const { user, call } = renderParcelRoot(<AccountRecordPage />, {
      session: sessionOf(1),
      wallet,
      api: { ...twoPages, txCodeList: () => ['BET', 'DEPOSIT', 'NEW_CODE'] },
    });
    await screen.findByText('+₱1,500.00');
    const select = screen.getByRole('combobox', { name: 'Transaction type' });
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(select).getByRole('option', { name: 'NEW_CODE' })).toBeInTheDocument();
    await user.selectOptions(select, 'Bet');
    await waitFor(() => expect(recordCalls(call)).toContainEqual(expect.objectContaining({ txCode: 'BET' })));
    await user.selectOptions(select, 'All types');
    expect(select).toHaveValue('');
  });
});
