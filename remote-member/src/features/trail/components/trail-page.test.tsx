import { sessionOf } from '@mobile/react-kit/testing';
import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { AuthEntryPage } from './auth-entry-page';

describe('TrailPage (/m/trail)', () => {
  it('lets a guest start free play, then replaces the page with home', async () => {
    const { user, bus, navigate, call } = renderParcelRoot(<AuthEntryPage />, {
      path: '/m/trail',
      api: { freePlayLogin: () => ({ token: 'trial-token', userName: 'guest123', customerType: 4 }) },
    });
    expect(screen.getByRole('heading', { name: 'Free play' })).toBeInTheDocument();
    expect(screen.getByText('Deposit, withdrawal, inbox and chat need a real account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in with a real account' })).toHaveAttribute(
      'href',
      '/m/login',
    );
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    expect(call).toHaveBeenCalledWith('freePlayLogin', { moduleId: 'FREEPLAY' });
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'login', session: expect.objectContaining({ type: 4 }) }),
    );
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it("shows the trial user's details from GET /wps/member/trialuser (SPEC 7 Trial user)", async () => {
    const { call } = renderParcelRoot(<AuthEntryPage />, {
      path: '/m/trail',
      session: sessionOf(4, 'guest123'),
      api: { trialUser: () => ({ userName: 'TRIAL_9', customerType: 4, sumBalance: 2000 }) },
    });
    expect(await screen.findByText('Play-money balance: 2,000.00')).toBeInTheDocument();
    expect(screen.getByText('You are playing with the free-play account TRIAL_9.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('trialUser', {}, expect.anything());
  });

  it('offers a trial player the games and a real account', () => {
    renderParcelRoot(<AuthEntryPage />, { path: '/m/trail', session: sessionOf(4, 'guest123') });
    expect(screen.getByText('You are playing with the free-play account guest123.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play games' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=HOT',
    );
    expect(screen.getByRole('link', { name: 'Register a real account' })).toHaveAttribute(
      'href',
      '/m/register',
    );
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('sends a real member home instead of offering free play', () => {
    renderParcelRoot(<AuthEntryPage />, { path: '/m/trail', session: sessionOf(0) });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home');
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });

  it('still draws the login page on /m/login', () => {
    renderParcelRoot(<AuthEntryPage />, { path: '/m/login' });
    expect(screen.queryByRole('heading', { name: 'Free play' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /log in/i })).toBeInTheDocument();
  });
});
