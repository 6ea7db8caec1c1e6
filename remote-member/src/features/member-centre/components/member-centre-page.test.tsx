import { sessionOf } from '@mobile/react-kit/testing';
import { FREE_REJECT_TOAST, STORAGE_KEYS } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { PLAYER0 } from '../../../test/member-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { MemberCentrePage } from './member-centre-page';

function renderPage(
  type = 0,
  wallet: () => { currencySymbol: string; sumBalance: number } = () => ({
    currencySymbol: '₱',
    sumBalance: 12345.67,
  }),
) {
  return renderParcelRoot(<MemberCentrePage />, {
    path: '/m/member/home',
    session: sessionOf(type, 'player0'),
    api: {
      memberInfo: () => ({ ...PLAYER0, type }),
      wallet,
      kycStatus: () => ({
        state: 'pending' as const,
        reason: null,
        submittedAt: '2026-11-20T10:00:00.000Z',
        reviewedAt: null,
        images: 2,
        requiredForWithdrawal: false,
      }),
    },
  });
}

describe('MemberCentrePage', () => {
  beforeEach(() => localStorage.clear());

  it('shows name, account, VIP club and the formatted balance, with hide/show', async () => {
    const { user } = renderPage();
    const card = await screen.findByRole('region', { name: 'Member' });
    expect(within(card).getByRole('heading', { name: 'Lucky Juan' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Account: player0');
    expect(card).toHaveTextContent('VIP Gold Club');
    expect(await within(card).findByTestId('member-centre-balance')).toHaveTextContent('₱ 12,345.67');

    await user.click(within(card).getByRole('button', { name: 'Hide balance' }));
    expect(within(card).getByTestId('member-centre-balance')).toHaveTextContent('₱ ****');
    expect(localStorage.getItem(STORAGE_KEYS.balanceHidden)).toBe('1');
  });

  it("shows where the identity check stands, leading to the security centre's card", async () => {
    const { user, navigate } = renderPage();
    const link = await screen.findByRole('link', { name: /Identity verification.*Under review/ });
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/m/securityCenter?identity=upload', { replace: undefined });
  });

  it('opens entries through the shell router', async () => {
    const { user, navigate } = renderPage();
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    await user.click(within(menu).getByRole('link', { name: 'Security centre' }));
    expect(navigate).toHaveBeenCalledWith('/m/securityCenter', { replace: undefined });
    await user.click(within(menu).getByRole('link', { name: 'Deposit' }));
    expect(navigate).toHaveBeenCalledWith('/m/voucherCenter', { replace: undefined });
  });

  it('refuses deposit to an agent type with free_reject, but opens its inbox (the inbox rule)', async () => {
    const { user, navigate, bus } = renderPage(41);
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' });
    await user.click(within(menu).getByRole('link', { name: 'Deposit' }));
    expect(bus.emit).toHaveBeenCalledWith(FREE_REJECT_TOAST);
    expect(navigate).not.toHaveBeenCalled();
    await user.click(within(menu).getByRole('link', { name: 'Inbox' }));
    expect(navigate).toHaveBeenCalledWith('/m/webEmail', { replace: undefined });
  });

  it('asks a free-play session to register instead', async () => {
    const { user, navigate, call } = renderPage(4);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Register a real account now?');
    await user.click(screen.getByRole('button', { name: 'Register now' }));
    expect(navigate).toHaveBeenCalledWith('/m/register', { replace: true });
    expect(call).not.toHaveBeenCalledWith('wallet', expect.anything(), expect.anything());
  });

  it('sends a free-play session home on cancel', async () => {
    const { user, navigate } = renderPage(4);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('offers a retry when the balance cannot be loaded', async () => {
    let fail = true;
    const { user } = renderPage(0, () => {
      if (fail) throw new Error('down');
      return { currencySymbol: '₱', sumBalance: 5 };
    });
    const card = await screen.findByRole('region', { name: 'Member' });
    fail = false;
    await user.click(await within(card).findByRole('button', { name: 'Retry' }));
    expect(await within(card).findByTestId('member-centre-balance')).toHaveTextContent('₱ 5.00');
  });
});
