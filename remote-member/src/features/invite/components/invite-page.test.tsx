import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { InvitePage } from './invite-page';

const REFERRAL = {
  code: 'AB2CD3EF',
  friendCount: 1,
  friends: [{ account: 'fr******0', joinedAt: '2026-01-02T03:04:05Z' }],
};

describe('InvitePage', () => {
  it('shows the code, the register link as a QR code, and the friends who joined', async () => {
    renderParcelRoot(<InvitePage />, {
      path: '/m/inviteFriends',
      session: sessionOf(0),
      settings: { promos: { REFERRAL: true } },
      api: { referral: () => REFERRAL },
    });
    expect(await screen.findByText('AB2CD3EF')).toBeInTheDocument();
    expect(
      screen.getByText('http://localhost/m/register?affiliateCode=AB2CD3EF&domain=localhost'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friends invited: 1' })).toBeInTheDocument();
    expect(screen.getByText('fr******0')).toBeInTheDocument();
  });

  it('copies the code and the link', async () => {
    const { user, bus } = renderParcelRoot(<InvitePage />, {
      path: '/m/inviteFriends',
      session: sessionOf(0),
      settings: { promos: { REFERRAL: true } },
      api: { referral: () => REFERRAL },
    });
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('AB2CD3EF');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining('affiliateCode=AB2CD3EF'));
    await waitFor(() => expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success' })));
  });

  it('offers sharing only where the Web Share API exists', async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderParcelRoot(<InvitePage />, {
      path: '/m/inviteFriends',
      session: sessionOf(0),
      settings: { promos: { REFERRAL: true } },
      api: { referral: () => REFERRAL },
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('AB2CD3EF') }));
    Reflect.deleteProperty(navigator, 'share');
  });

  it('says coming soon when the REFERRAL promotion is off, without asking the server', async () => {
    const { call } = renderParcelRoot(<InvitePage />, { path: '/m/inviteFriends', session: sessionOf(0) });
    expect(await screen.findByText('Invitations are coming soon')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses free play', async () => {
    const { bus, navigate } = renderParcelRoot(<InvitePage />, {
      path: '/m/inviteFriends',
      session: sessionOf(4),
      settings: { promos: { REFERRAL: true } },
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true }));
    expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'free_reject' }));
  });
});
