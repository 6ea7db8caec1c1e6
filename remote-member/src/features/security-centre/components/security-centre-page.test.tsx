import { sessionOf } from '@mobile/react-kit/testing';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { SecurityCentrePage } from './security-centre-page';

describe('SecurityCentrePage', () => {
  it('shows which protections are set and links to change password', async () => {
    const { user, navigate } = renderParcelRoot(<SecurityCentrePage />, {
      path: '/m/securityCenter',
      session: sessionOf(0),
      api: {
        securityConfig: () => ({
          loginPassword: true,
          withdrawalPassword: false,
          mobile: '+639*****4567',
          email: null,
        }),
      },
    });
    const list = await screen.findByRole('list', { name: 'Security centre' });
    expect(screen.getByText('2 of 4 protections are set')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent(/withdrawal password.*not set/i);
    expect(rows[2]).toHaveTextContent('+639*****4567');
    expect(rows[3]).toHaveTextContent(/e-mail.*not set/i);
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    await user.click(within(list).getByRole('link', { name: /login password/i }));
    expect(navigate).toHaveBeenCalledWith('/m/changePsw', { replace: undefined });
    const play = screen.getByRole('list', { name: 'Play' });
    await user.click(within(play).getByRole('link', { name: /responsible play/i }));
    expect(navigate).toHaveBeenCalledWith('/m/responsible', { replace: undefined });
  });

  it('offers a retry when the config cannot be loaded', async () => {
    renderParcelRoot(<SecurityCentrePage />, { path: '/m/securityCenter', session: sessionOf(0), api: {} });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
