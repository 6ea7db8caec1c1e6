import { sessionOf } from '@mobile/react-kit/testing';
import type { MemberProfile } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { MyAccountPage } from './my-account-page';

const profile = (nickname: string | null): MemberProfile => ({
  account: 'player0',
  nickname,
  email: 'p*****0@example.com',
  mobile: '+639*****4567',
  payeeName: null,
  registeredAt: new Date(2024, 0, 15, 12).toISOString(),
});

function renderPage(setNickname: (p: { nickname: string }) => { nickname: string } = (p) => p) {
  let nickname: string | null = 'Lucky Juan';
  return renderParcelRoot(<MyAccountPage />, {
    path: '/m/myAccount/index',
    session: sessionOf(0, 'player0'),
    api: {
      memberProfile: () => profile(nickname),
      setNickname: (p) => {
        const saved = setNickname(p);
        nickname = saved.nickname;
        return saved;
      },
    },
  });
}

// Whole forms typed key by key: allow for a loaded machine.
jest.setTimeout(15_000);

describe('MyAccountPage', () => {
  it('lists the account details with masked contacts', async () => {
    renderPage();
    expect(await screen.findByText('player0')).toBeInTheDocument();
    expect(screen.getByText('Lucky Juan')).toBeInTheDocument();
    expect(screen.getByText('p*****0@example.com')).toBeInTheDocument();
    expect(screen.getByText('+639*****4567')).toBeInTheDocument();
    expect(screen.getByText('Not set')).toBeInTheDocument();
    expect(screen.getByText('2024-01-15')).toBeInTheDocument();
  });

  it('checks the nickname before saving, then saves and shows it', async () => {
    const { user, call, bus } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit nickname' });
    const input = within(form).getByLabelText('Nickname', { selector: 'input' });
    await user.clear(input);
    await user.type(input, 'A');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(/use 2 to 20 letters/i)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalledWith('setNickname', expect.anything());
    expect(bus.emit).not.toHaveBeenCalledWith({ type: 'refresh-member' });

    await user.type(input, 'na Bee ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(call).toHaveBeenCalledWith('setNickname', { nickname: 'Ana Bee' });
    expect(await screen.findByText('Ana Bee')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // The shell's header and drawer show the new name too.
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-member' });
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    renderParcelRoot(<MyAccountPage />, { path: '/m/myAccount/index', session: sessionOf(0), api: {} });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
