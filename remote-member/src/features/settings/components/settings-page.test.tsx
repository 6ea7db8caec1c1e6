import { sessionOf } from '@mobile/react-kit/testing';
import { act, screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { SettingsPage } from './settings-page';

describe('SettingsPage', () => {
  it('links to change password', async () => {
    const { user, navigate } = renderParcelRoot(<SettingsPage />, { path: '/m/set', session: sessionOf(0) });
    await user.click(screen.getByRole('link', { name: /change password/i }));
    expect(navigate).toHaveBeenCalledWith('/m/changePsw', { replace: undefined });
  });

  it('keeps the session when the logout confirm is cancelled', async () => {
    const { user, bus } = renderParcelRoot(<SettingsPage />, { path: '/m/set', session: sessionOf(0) });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Are you sure you want to log out?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bus.emit).not.toHaveBeenCalledWith({ type: 'logout' });
  });

  it('confirms, shows loading, lets the shell log out, goes home and hides loading once signed out', async () => {
    const { user, bus, navigate, unmount } = renderParcelRoot(<SettingsPage />, {
      path: '/m/set',
      session: sessionOf(0),
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ type: 'toast', kind: 'loading' }));
    expect(navigate).toHaveBeenCalledWith('/m/home');
    // The shell draws home in place of this page; the logout goes out as the page closes.
    expect(bus.emit).not.toHaveBeenCalledWith({ type: 'logout' });
    unmount();
    expect(bus.emit).toHaveBeenCalledWith({ type: 'logout' });
    expect(bus.emit).not.toHaveBeenCalledWith({ type: 'hide-toast' });

    // The shell's session controller ends the session once the server call returns.
    act(() => bus.session$.next(null));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'hide-toast' });
  });
});
