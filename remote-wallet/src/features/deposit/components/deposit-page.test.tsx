import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import {
  type DepositChannel,
  type DepositOrder,
  FREE_REJECT_TOAST,
  type Paged,
} from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { DepositForm } from './deposit-form';
import { DepositPage } from './deposit-page';

// Forms typed key by key: slow on a busy machine, not a measure of anything.
jest.setTimeout(20_000);

const channels: DepositChannel[] = [
  {
    id: 1,
    vendor: 'BANK',
    name: 'BDO bank transfer',
    method: 'MANUAL',
    min: 100,
    max: 50_000,
    account: { bankName: 'BDO', accountName: 'Demo Gaming Inc.', accountNumber: '001234567890' },
  },
  { id: 2, vendor: 'GATEWAY', name: 'DemoPay', method: 'GATEWAY', min: 100, max: 5_000, account: null },
];
const promos = [{ id: 7, title: 'Reload 10%', percent: 10, maxBonus: 500, minDeposit: 100 }];
const order = (status: DepositOrder['status']): DepositOrder => ({
  orderNo: 'DABCDEFGH12',
  channelName: 'DemoPay',
  method: 'GATEWAY',
  amount: 250,
  bonus: 0,
  status,
  remark: '',
  receipts: 0,
  createdAt: '2024-05-01T10:00:00Z',
});
const history: Paged<DepositOrder> = {
  content: [order('PENDING'), { ...order('SUCCESS'), orderNo: 'DABCDEFGH13' }],
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  total: 2,
};
const wallet = { currencySymbol: '₱', sumBalance: 1000 };
const api: ApiHandlers = {
  depositChannels: () => channels,
  depositPromos: () => promos,
  depositOrders: () => history,
  wallet: () => ({ ...wallet, wallets: [] }),
};
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]);

describe('DepositPage', () => {
  it('refuses a free-play member with free_reject and asks the server for nothing', async () => {
    const { bus, call } = renderParcelRoot(<DepositPage />, { session: sessionOf(4), api });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Deposits and withdrawals need a real account.',
    );
    expect(bus.emit).toHaveBeenCalledWith(FREE_REJECT_TOAST);
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the channels by vendor, the receiving account and the limits', async () => {
    renderParcelRoot(<DepositPage />, { session: sessionOf(1), wallet, api });
    expect(await screen.findByRole('group', { name: 'Bank transfer' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment gateway' })).toBeInTheDocument();
    expect(screen.getByText('001234567890')).toBeInTheDocument();
    expect(screen.getByText('From ₱100.00 to ₱50,000.00')).toBeInTheDocument();
    await screen.findByRole('radio', { name: /Accept promo: Reload 10%/ });
  });

  it('says what is wrong with the amount and sends nothing', async () => {
    const { user, call } = renderParcelRoot(<DepositPage />, { session: sessionOf(1), wallet, api });
    await user.click(await screen.findByRole('radio', { name: 'DemoPay' }));
    await user.type(screen.getByLabelText('Amount'), '5000.01');
    await user.click(screen.getByRole('button', { name: 'Pay with DemoPay' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The most you can enter is ₱5,000.00.');
    expect(call.mock.calls.some(([key]) => key === 'gatewayDeposit')).toBe(false);
  });

  it('lists the deposit history with statuses', async () => {
    const { user } = renderParcelRoot(<DepositPage />, { session: sessionOf(1), wallet, api });
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const list = await screen.findByRole('list', { name: 'Deposit history' });
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(within(list).getByText('Successful')).toBeInTheDocument();
  });

  it('back from the gateway: polls the order and refreshes the wallet once it succeeded', async () => {
    let status: DepositOrder['status'] = 'SUCCESS';
    const { bus } = renderParcelRoot(<DepositPage />, {
      path: '/m/voucherCenter?order=DABCDEFGH12',
      session: sessionOf(1),
      wallet,
      api: { ...api, depositOrder: () => order(status) },
    });
    expect(
      await screen.findByText('Successful', { selector: '.money-result .money-status' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' }));
    status = 'PENDING';
  });

  it('back from the gateway with a payment held for review: says so, and stops asking', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { call } = renderParcelRoot(<DepositPage />, {
        path: '/m/voucherCenter?order=DABCDEFGH12',
        session: sessionOf(1),
        wallet,
        api: { ...api, depositOrder: () => ({ ...order('PENDING'), heldForReview: true }) },
      });
      expect(
        await screen.findByText(/held for review: crediting it would go over your deposit limit/),
      ).toBeInTheDocument();
      expect(screen.queryByText('Waiting for the payment gateway…')).not.toBeInTheDocument();
      const asked = () => call.mock.calls.filter(([key]) => key === 'depositOrder').length;
      const before = asked();
      await jest.advanceTimersByTimeAsync(10_000);
      expect(asked()).toBe(before);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('DepositForm', () => {
  it('creates a gateway order with one key per action and leaves for the checked URL', async () => {
    const openGateway = jest.fn();
    const { user, call } = renderParcelRoot(
      <DepositForm
        channels={channels}
        promos={promos}
        currencySymbol="₱"
        onSubmitted={jest.fn()}
        openGateway={openGateway}
      />,
      {
        session: sessionOf(1),
        wallet,
        api: {
          gatewayDeposit: () => ({ orderNo: 'DABCDEFGH12', gatewayUrl: '/lgw/demo-gateway/pay?ticket=t' }),
        },
      },
    );
    await user.click(screen.getByRole('radio', { name: 'DemoPay' }));
    await user.click(screen.getByRole('button', { name: '500' }));
    await user.click(screen.getByRole('radio', { name: /Accept promo: Reload 10%/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with DemoPay' }));
    await waitFor(() =>
      expect(openGateway).toHaveBeenCalledWith('http://localhost/lgw/demo-gateway/pay?ticket=t'),
    );
    const [, payload, options] = call.mock.calls.find(([key]) => key === 'gatewayDeposit') ?? [];
    // SPEC 9 gateway MOBILE 3: the payment gateway is told a mobile site opened it.
    expect(payload).toEqual({ channelId: 2, amount: 500, promoId: 7, gateway: 3 });
    expect((options as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("states what is left of the member's deposit limit when the server refuses, and links to the limits", async () => {
    const openGateway = jest.fn();
    const { user, navigate } = renderParcelRoot(
      <DepositForm
        channels={channels}
        promos={[]}
        currencySymbol="₱"
        onSubmitted={jest.fn()}
        openGateway={openGateway}
      />,
      {
        session: sessionOf(1),
        wallet,
        api: {
          gatewayDeposit: () => {
            throw {
              name: 'ApiError',
              code: 'DEPOSIT_LIMIT',
              messageKey: 'error.depositLimit',
              status: 409,
              value: { kind: 'deposit24h', limitCents: 100_000, remainingCents: 40_000 },
            };
          },
        },
      },
    );
    await user.click(screen.getByRole('radio', { name: 'DemoPay' }));
    await user.type(screen.getByLabelText('Amount'), '600');
    await user.click(screen.getByRole('button', { name: 'Pay with DemoPay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Over your deposit limit: you can deposit ₱400.00 more in these 24 hours.',
    );
    expect(openGateway).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'See my limits' }));
    expect(navigate).toHaveBeenCalledWith('/m/responsible');
    // A new amount clears the refusal.
    await user.type(screen.getByLabelText('Amount'), '{Backspace}');
    expect(screen.queryByText(/Over your deposit limit/)).not.toBeInTheDocument();
  });

  it('never leaves for a gateway URL of another origin', async () => {
    const openGateway = jest.fn();
    const { user } = renderParcelRoot(
      <DepositForm
        channels={channels}
        promos={[]}
        currencySymbol="₱"
        onSubmitted={jest.fn()}
        openGateway={openGateway}
      />,
      {
        session: sessionOf(1),
        wallet,
        api: { gatewayDeposit: () => ({ orderNo: 'DABCDEFGH12', gatewayUrl: 'https://evil.example/pay' }) },
      },
    );
    await user.click(screen.getByRole('radio', { name: 'DemoPay' }));
    await user.type(screen.getByLabelText('Amount'), '300');
    await user.click(screen.getByRole('button', { name: 'Pay with DemoPay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment page cannot be opened.');
    expect(openGateway).not.toHaveBeenCalled();
  });

  it('remark max 140 characters (SPEC 9): counted as typed, and no more are taken', async () => {
    const { user } = renderParcelRoot(
      <DepositForm
        channels={channels}
        promos={[]}
        currencySymbol="₱"
        onSubmitted={jest.fn()}
        openGateway={jest.fn()}
      />,
      { session: sessionOf(1), wallet },
    );
    const remark = screen.getByLabelText('Remark (optional)');
    await user.type(remark, 'from BDO app');
    expect(screen.getByText('12/140')).toBeInTheDocument();
    await user.clear(remark);
    await user.click(remark);
    await user.paste('r'.repeat(150));
    expect(remark).toHaveValue('r'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
  });

  it('a manual transfer needs a receipt; a renamed program is refused in the browser', async () => {
    const onSubmitted = jest.fn();
    const { user, call } = renderParcelRoot(
      <DepositForm
        channels={channels}
        promos={[]}
        currencySymbol="₱"
        onSubmitted={onSubmitted}
        openGateway={jest.fn()}
      />,
      {
        session: sessionOf(1),
        wallet,
        api: { manualDeposit: () => ({ ...order('PENDING'), method: 'MANUAL', receipts: 1 }) },
      },
    );
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.type(screen.getByLabelText('Remark (optional)'), 'from BDO app');
    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one receipt image.');

    const input = screen.getByLabelText('Receipt images (up to 3)');
    await user.upload(
      input,
      new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'receipt.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('receipt.png is not a PNG or JPG image.')).toBeInTheDocument();
    await user.upload(input, new File([PNG], 'slip.png', { type: 'image/png' }));
    expect(await screen.findByRole('button', { name: 'Remove slip.png' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [, payload] = call.mock.calls.find(([key]) => key === 'manualDeposit') ?? [];
    expect(payload).toMatchObject({
      channelId: 1,
      amount: 1000,
      remark: 'from BDO app',
      receipts: [{ name: 'slip.png' }],
    });
  });
});

describe('DepositPage without channels', () => {
  it('says no channel is open', async () => {
    renderParcelRoot(<DepositPage />, { session: sessionOf(0), api: { ...api, depositChannels: () => [] } });
    expect(await screen.findByText('No deposit channel is open right now.')).toBeInTheDocument();
  });
});
