import { type ApiHandlers, sessionOf } from '@mobile/react-kit/testing';
import {
  type BankCard,
  FREE_REJECT_TOAST,
  type Paged,
  type WithdrawInfo,
  type WithdrawOrder,
} from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { WithdrawPage } from './withdraw-page';

// Forms typed key by key: slow on a busy machine, not a measure of anything.
jest.setTimeout(20_000);

const info: WithdrawInfo = {
  balance: 800,
  held: 200,
  min: 100,
  max: 50_000,
  hasWithdrawalPassword: true,
  payeeName: 'Maria Santos',
  withdrawable: 800,
  bonusLocked: 0,
  turnoverLeft: 0,
  identityRequired: false,
  secondStep: false,
};
const card: BankCard = {
  id: 3,
  bankCode: 'BPI',
  bankName: 'BPI',
  holderName: 'Maria Santos',
  maskedNumber: '**** 5512',
};
const pending: WithdrawOrder = {
  orderNo: 'WABCDEFGH12',
  bankName: 'BPI',
  maskedNumber: '**** 5512',
  amount: 200,
  status: 'PENDING',
  createdAt: '2024-05-01T10:00:00Z',
};
const report: Paged<WithdrawOrder> = {
  content: [pending],
  pageNum: 1,
  pageSize: 10,
  totalPages: 1,
  total: 1,
};
const wallet = { currencySymbol: '₱', sumBalance: 800 };
const api: ApiHandlers = {
  hasWithdrawalPassword: () => ({ hasWithdrawalPassword: true }),
  withdrawInfo: () => info,
  bankCards: () => [card],
  withdrawReport: () => report,
  withdrawBanks: () => [{ code: 'BDO', name: 'BDO Unibank' }],
  totpStatus: () => ({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
  // The page's fourth first call: the currency its amounts are written in (0681).
  wallet: () => wallet,
};

describe('WithdrawPage', () => {
  it('says why withdrawals wait for a verified identity and links to the upload, with no withdraw form', async () => {
    renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(1),
      api: { ...api, withdrawInfo: () => ({ ...info, identityRequired: true }) },
      wallet,
    });
    expect(await screen.findByText(/need a verified identity/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify identity' })).toHaveAttribute(
      'href',
      '/m/securityCenter?identity=upload',
    );
    expect(screen.queryByRole('button', { name: 'Request withdrawal' })).not.toBeInTheDocument();
  });

  it('refuses a free-play member with free_reject', async () => {
    const { bus, call } = renderParcelRoot(<WithdrawPage />, { session: sessionOf(4), api });
    expect(await screen.findByRole('status')).toHaveTextContent('need a real account');
    expect(bus.emit).toHaveBeenCalledWith(FREE_REJECT_TOAST);
    expect(call).not.toHaveBeenCalled();
  });

  it('asks hasWithdrawalPassword before the withdraw form, and for a withdrawal password before anything else', async () => {
    const { user, call } = renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(2),
      api: {
        ...api,
        hasWithdrawalPassword: () => ({ hasWithdrawalPassword: false }),
        setPaymentPassword: () => ({ hasWithdrawalPassword: true }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Set a withdrawal password' })).toBeInTheDocument();
    // Then the form asks whether the authenticator app is on (issue 31: its code is asked too).
    await waitFor(() =>
      expect(call.mock.calls.map(([key]) => key)).toEqual(['hasWithdrawalPassword', 'totpStatus']),
    );
    await user.type(screen.getByLabelText('New withdrawal password'), '246810');
    await user.type(screen.getByLabelText('Confirm new withdrawal password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    // Setting it re-authenticates: the login password first.
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your login password.');
    expect(call.mock.calls.some(([key]) => key === 'setPaymentPassword')).toBe(false);
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.clear(screen.getByLabelText('Confirm new withdrawal password'));
    await user.type(screen.getByLabelText('Confirm new withdrawal password'), '246811');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The two passwords are not the same.');
    await user.clear(screen.getByLabelText('Confirm new withdrawal password'));
    await user.type(screen.getByLabelText('Confirm new withdrawal password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setPaymentPassword', {
        loginPassword: 'Demo1234',
        newPassword: '246810',
        confirmNewPassword: '246810',
      }),
    );
  });

  it('shows funds held by pending withdrawals and what is available', async () => {
    renderParcelRoot(<WithdrawPage />, { session: sessionOf(1), wallet, api });
    const funds = await screen
      .findByRole('group', { name: 'Your funds' })
      .catch(() => screen.findByLabelText('Your funds'));
    expect(funds).toHaveTextContent('₱1,000.00');
    expect(funds).toHaveTextContent('₱200.00');
    expect(funds).toHaveTextContent('₱800.00');
  });

  it('refuses more than is available, then requests with a key and the password', async () => {
    const { user, call, bus } = renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(1),
      wallet,
      api: { ...api, withdraw: () => ({ ...pending, orderNo: 'WABCDEFGH99', amount: 500 }) },
    });
    await user.type(await screen.findByLabelText('Amount'), '800.01');
    await user.type(screen.getByLabelText('Withdrawal password'), '112233');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That is more than the amount available.');
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/Withdrawal WABCDEFGH99 is pending/)).toBeInTheDocument();
    const [, payload, options] = call.mock.calls.find(([key]) => key === 'withdraw') ?? [];
    expect(payload).toEqual({ bankCardId: 3, amount: 500, paymentPassword: '112233' });
    expect((options as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
  });

  it('shows bonus money still bound by turnover and refuses more than is withdrawable now', async () => {
    const { user, call } = renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(1),
      wallet,
      api: {
        ...api,
        withdrawInfo: () => ({ ...info, withdrawable: 300, bonusLocked: 500, turnoverLeft: 2_000 }),
      },
    });
    const turnover = await screen.findByRole('region', { name: 'Bonus turnover' });
    expect(within(turnover).getByText('Withdrawable now').nextSibling).toHaveTextContent('₱300.00');
    expect(within(turnover).getByText('Bonus not yet withdrawable').nextSibling).toHaveTextContent('₱500.00');
    expect(turnover).toHaveTextContent('Bet ₱2,000.00 more to make your bonus withdrawable.');
    await user.type(screen.getByLabelText('Amount'), '300.01');
    await user.type(screen.getByLabelText('Withdrawal password'), '112233');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Part of your balance is bonus money still bound by turnover: enter at most the amount withdrawable now.',
    );
    expect(call.mock.calls.some(([key]) => key === 'withdraw')).toBe(false);
    expect(screen.getByLabelText('Amount')).toHaveValue('300.01');
  });

  it('shows no turnover panel when no bonus is bound', async () => {
    renderParcelRoot(<WithdrawPage />, { session: sessionOf(1), wallet, api });
    await screen.findByLabelText('Your funds');
    expect(screen.queryByRole('region', { name: 'Bonus turnover' })).not.toBeInTheDocument();
  });

  it('cancels a pending withdrawal from the history', async () => {
    const { user, call } = renderParcelRoot(<WithdrawPage />, {
      path: '/m/withdraw?view=history',
      session: sessionOf(1),
      wallet,
      api: { ...api, cancelWithdraw: () => ({ ...pending, status: 'CANCELLED' }) },
    });
    const list = await screen.findByRole('list', { name: 'Withdrawal history' });
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Cancel withdrawal WABCDEFGH12' }));
    await waitFor(() => expect(call.mock.calls.some(([key]) => key === 'cancelWithdraw')).toBe(true));
  });

  it('adds a bank card with a checked number; the holder is the payee name', async () => {
    const { user, call } = renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(1),
      wallet,
      api: { ...api, addBankCard: () => ({ ...card, id: 4 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a bank card' }));
    expect(await screen.findByText('Account holder: Maria Santos')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bank'), 'BDO');
    await user.type(screen.getByLabelText('Account or card number'), '12345');
    await user.type(screen.getByLabelText('Withdrawal password'), '112233');
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 10 to 19 digits.');
    await user.type(screen.getByLabelText('Account or card number'), '67890 12');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('addBankCard', {
        bankCode: 'BDO',
        cardNumber: '123456789012',
        paymentPassword: '112233',
        loginPassword: 'Demo1234',
      }),
    );
  });

  it('says until when the withdrawal password is locked after too many wrong ones', async () => {
    const lockedUntil = '2026-11-26T20:30:00.000Z';
    const { user } = renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(1),
      wallet,
      api: {
        ...api,
        withdraw: () => {
          throw {
            name: 'ApiError',
            code: 'PAYMENT_PASSWORD_LOCKED',
            messageKey: 'walletError.paymentPasswordLocked',
            status: 423,
            value: { lockedUntil },
          };
        },
      },
    });
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Withdrawal password'), '112233');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    const time = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(lockedUntil),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Too many wrong withdrawal passwords. Try again after ${time}.`,
    );
  });

  it('asks for the authenticator code when the member has it on, and says when it is wrong', async () => {
    let tries = 0;
    const { user, call } = renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(1),
      wallet,
      api: {
        ...api,
        withdrawInfo: () => ({ ...info, secondStep: true }),
        totpStatus: () => ({ enabled: true, enabledAt: '2026-11-01T00:00:00Z', recoveryCodesLeft: 8 }),
        withdraw: () => {
          tries += 1;
          if (tries === 1)
            throw {
              name: 'ApiError',
              code: 'TOTP_WRONG',
              messageKey: 'error.verificationCode',
              status: 400,
              value: { attemptsLeft: 4 },
            };
          return { ...pending, orderNo: 'WABCDEFGH77', amount: 500 };
        },
      },
    });
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Withdrawal password'), '112233');
    const code = screen.getByLabelText('Code from your authenticator app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the 6-digit code from your authenticator app.',
    );
    expect(call.mock.calls.some(([key]) => key === 'withdraw')).toBe(false);
    await user.type(code, '12a3456');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is wrong or was already used. Wait for the next code. Tries left: 4.',
    );
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/Withdrawal WABCDEFGH77 is pending/)).toBeInTheDocument();
    const payloads = call.mock.calls.filter(([key]) => key === 'withdraw').map(([, payload]) => payload);
    expect(payloads).toEqual([
      { bankCardId: 3, amount: 500, paymentPassword: '112233', totpCode: '123456' },
      { bankCardId: 3, amount: 500, paymentPassword: '112233', totpCode: '654321' },
    ]);
  });

  it('takes a recovery code instead, for a member without the phone', async () => {
    const { user, call } = renderParcelRoot(<WithdrawPage />, {
      session: sessionOf(1),
      wallet,
      api: {
        ...api,
        totpStatus: () => ({ enabled: true, enabledAt: '2026-11-01T00:00:00Z', recoveryCodesLeft: 8 }),
        withdraw: () => ({ ...pending, orderNo: 'WABCDEFGH78', amount: 500 }),
      },
    });
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.type(screen.getByLabelText('Withdrawal password'), '112233');
    await user.click(screen.getByRole('button', { name: 'No phone? Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'ABCDE-23456');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/Withdrawal WABCDEFGH78 is pending/)).toBeInTheDocument();
    const [, payload] = call.mock.calls.find(([key]) => key === 'withdraw') ?? [];
    expect(payload).toMatchObject({ totpCode: 'abcde-23456' });
  });
});
