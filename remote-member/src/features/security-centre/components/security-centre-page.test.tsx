import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { SecurityCentrePage } from './security-centre-page';

// Forms typed key by key: slow on a busy machine, not a measure of anything.
jest.setTimeout(20_000);

const config = {
  loginPassword: true,
  withdrawalPassword: false,
  mobile: '+639*****4567',
  email: null,
  payeeName: null,
};

const NONE = { questionKeys: [], setAt: null };
const KYC = {
  state: 'rejected' as const,
  reason: 'The photo is blurred.',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-21T10:00:00.000Z',
  images: 2,
  requiredForWithdrawal: false,
};

describe('SecurityCentrePage', () => {
  it('shows which protections are set and links to the password pages', async () => {
    const { user, navigate } = renderParcelRoot(<SecurityCentrePage />, {
      path: '/m/securityCenter',
      session: sessionOf(0),
      api: {
        securityConfig: () => config,
        customerSecurityQuestions: () => NONE,
        passkeys: () => ({ list: [] }),
        kycStatus: () => KYC,
      },
    });
    const list = await screen.findByRole('list', { name: 'Security centre' });
    expect(screen.getByText('2 of 6 protections are set')).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows[1]).toHaveTextContent(/withdrawal password.*not set/i);
    expect(rows[3]).toHaveTextContent('+639*****4567');
    expect(rows[4]).toHaveTextContent(/e-mail.*not set/i);
    await user.click(within(list).getByRole('link', { name: /login password/i }));
    expect(navigate).toHaveBeenCalledWith('/m/changePsw', { replace: undefined });
    await user.click(within(list).getByRole('link', { name: /withdrawal password/i }));
    expect(navigate).toHaveBeenCalledWith('/m/withdraw?view=password', { replace: undefined });
    const identity = screen.getByRole('region', { name: 'Identity verification' });
    expect(await within(identity).findByText('Not accepted')).toBeInTheDocument();
    expect(within(identity).getByText(/The photo is blurred\./)).toBeInTheDocument();
    expect(within(identity).getByRole('button', { name: 'Send new photos' })).toBeInTheDocument();
    const play = screen.getByRole('list', { name: 'Play' });
    await user.click(within(play).getByRole('link', { name: /responsible play/i }));
    expect(navigate).toHaveBeenCalledWith('/m/responsible', { replace: undefined });
  });

  it('changes the e-mail with the login password, then the code sent to the new address', async () => {
    const { user, call } = renderParcelRoot(<SecurityCentrePage />, {
      session: sessionOf(0),
      api: {
        securityConfig: () => config,
        passkeys: () => ({ list: [] }),
        kycStatus: () => KYC,
        customerSecurityQuestions: () => NONE,
        emailChangeCode: () => ({ expirationTime: Date.now() + 60_000 }),
        setEmail: () => ({ email: 'a*a@example.com' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up E-mail' }));
    const field = screen.getByRole('textbox', { name: 'New e-mail' });
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual([
      'Enter an e-mail address such as name@example.com.',
      'Enter your login password.',
    ]);
    expect(call).not.toHaveBeenCalledWith('emailChangeCode', expect.anything());
    await user.clear(field);
    await user.type(field, ' ana@example.com ');
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('emailChangeCode', {
        email: 'ana@example.com',
        loginPassword: 'Demo1234',
      }),
    );
    expect(await screen.findByText(/We sent a 6-digit code to ana@example.com/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('setEmail', { email: 'ana@example.com', code: '123456' }),
    );
  });

  it('marks a wrong login password on its field and keeps what was typed', async () => {
    const { user } = renderParcelRoot(<SecurityCentrePage />, {
      session: sessionOf(0),
      api: {
        securityConfig: () => config,
        passkeys: () => ({ list: [] }),
        kycStatus: () => KYC,
        customerSecurityQuestions: () => NONE,
        mobileChangeCode: () => {
          throw {
            name: 'ApiError',
            code: 'WRONG_CREDENTIALS',
            messageKey: 'error.wrongCredentials',
            status: 400,
            value: null,
          };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Change Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: 'New mobile number' }), '9171234599');
    await user.type(screen.getByLabelText('Login password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The login password is wrong.');
    expect(screen.getByRole('textbox', { name: 'New mobile number' })).toHaveValue('9171234599');
  });

  it('sets the payee name once', async () => {
    const { user, call } = renderParcelRoot(<SecurityCentrePage />, {
      session: sessionOf(0),
      api: {
        securityConfig: () => config,
        passkeys: () => ({ list: [] }),
        kycStatus: () => KYC,
        customerSecurityQuestions: () => NONE,
        setPayeeName: () => ({ payeeName: 'Ana Reyes' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Set up Payee name' }));
    expect(screen.getByText(/cannot be changed here later/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Payee name' }), 'Ana Reyes');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('setPayeeName', { payeeName: 'Ana Reyes' }));
  });

  it('offers a retry when the config cannot be loaded', async () => {
    renderParcelRoot(<SecurityCentrePage />, { path: '/m/securityCenter', session: sessionOf(0), api: {} });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
