import { sessionOf } from '@mobile/react-kit/testing';
import { screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { SettingsPage } from './settings-page';

describe('SettingsPage', () => {
  it('links to change password', async () => {
    const { user, navigate } = renderParcelRoot(<SettingsPage />, { path: '/m/set', session: sessionOf(0) });
    await user.click(screen.getByRole('link', { name: /change password/i }));
    expect(navigate).toHaveBeenCalledWith('/m/changePsw', { replace: undefined });
  });

  it("asks the shell's sign-out flow (the one the drawer uses) and draws no dialog of its own", async () => {
    const { user, bus, navigate } = renderParcelRoot(<SettingsPage />, {
      path: '/m/set',
      session: sessionOf(0),
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'sign-out' });
    expect(bus.emit).not.toHaveBeenCalledWith({ type: 'logout' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
