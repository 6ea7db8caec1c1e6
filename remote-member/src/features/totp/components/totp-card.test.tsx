import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import TotpCard from './totp-card';

// Forms typed key by key: slow on a busy machine, not a measure of anything.
jest.setTimeout(20_000);

const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON = { enabled: true, enabledAt: '2026-11-01T10:00:00.000Z', recoveryCodesLeft: 8 };
const ENROLMENT = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Demo%20Casino:player0?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Demo%20Casino',
  issuer: 'Demo Casino',
  label: 'player0',
};
const CODES = [
  'abcde-23456',
  'fghjk-78923',
  'mnpqr-45678',
  'stuvw-92345',
  'xyzab-67892',
  'cdefg-34567',
  'hjkmn-89234',
  'pqrst-56789',
];
const refusal = (code: string, value: unknown) => ({
  name: 'ApiError',
  code,
  messageKey: 'error.verificationCode',
  status: 400,
  value,
});

describe('TotpCard', () => {
  it('turns on: QR code and key, a wrong first code told, then the recovery codes once', async () => {
    let confirms = 0;
    const { user, call } = renderParcelRoot(<TotpCard />, {
      session: sessionOf(1),
      api: {
        totpStatus: () => OFF,
        totpEnrol: () => ENROLMENT,
        totpConfirm: () => {
          confirms += 1;
          if (confirms === 1) throw refusal('TOTP_WRONG', { attemptsLeft: 4 });
          return { status: ON, recoveryCodes: CODES };
        },
      },
    });
    // After user-event's set-up, which puts its own clipboard in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText('Code from the app');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code the app shows.');
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tries left: 4.');
    expect(code).toHaveValue('111111');
    await user.clear(code);
    await user.type(code, '222222');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(call).toHaveBeenCalledWith('totpConfirm', { code: '222222' });
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CODES.join('\n')));
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with the login password and a code, telling a wrong password on its field', async () => {
    let tries = 0;
    const { user, call } = renderParcelRoot(<TotpCard />, {
      session: sessionOf(1),
      api: {
        totpStatus: () => ON,
        totpDisable: () => {
          tries += 1;
          if (tries === 1)
            throw { ...refusal('WRONG_CREDENTIALS', null), messageKey: 'error.wrongCredentials' };
          return OFF;
        },
      },
    });
    expect(await screen.findByText(/Recovery codes left: 8/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off the authenticator app' }));
    const form = screen.getByRole('form', { name: 'Turn off the authenticator app' });
    await user.click(within(form).getByRole('button', { name: 'Turn off the app' }));
    expect(
      within(form)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter your login password.',
      'Enter the 6-digit code or a recovery code such as abcde-23456.',
    ]);
    await user.type(within(form).getByLabelText('Login password'), 'Wrong123');
    await user.type(within(form).getByLabelText('Code from the app or recovery code'), 'ABCDE 23456');
    await user.click(within(form).getByRole('button', { name: 'Turn off the app' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The login password is wrong.');
    await user.clear(within(form).getByLabelText('Login password'));
    await user.type(within(form).getByLabelText('Login password'), 'Demo1234');
    await user.click(within(form).getByRole('button', { name: 'Turn off the app' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('totpDisable', { password: 'Demo1234', code: 'abcde23456' }),
    );
  });
});
