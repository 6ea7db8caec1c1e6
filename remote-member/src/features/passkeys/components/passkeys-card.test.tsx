import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { createPasskey } from '../passkey-browser';
import { PasskeysCard } from './passkeys-card';

jest.mock('../passkey-browser', () => ({
  ...jest.requireActual('../passkey-browser'),
  createPasskey: jest.fn(),
  passkeysSupported: () => true,
}));
// Forms typed key by key: slow on a busy machine, not a measure of anything.
jest.setTimeout(20_000);

const PHONE = {
  id: 7,
  name: 'My phone',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastUsedAt: null,
  synced: true,
};
const OPTIONS = {
  rp: { name: 'Demo', id: 'localhost' },
  user: { id: 'dQ', name: 'player0', displayName: 'player0' },
  challenge: 'c',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const wrongPassword = {
  name: 'ApiError',
  code: 'WRONG_CREDENTIALS',
  messageKey: 'error.wrongCredentials',
  status: 400,
  value: null,
};

describe('PasskeysCard', () => {
  it('says when there are none, and adds one under the name given', async () => {
    const credential = { id: 'abc' };
    jest.mocked(createPasskey).mockResolvedValue(credential as never);
    const { user, call } = renderParcelRoot(<PasskeysCard />, {
      session: sessionOf(0),
      api: {
        passkeys: () => ({ list: [] }),
        passkeyRegisterOptions: () => OPTIONS,
        addPasskey: () => PHONE,
      },
    });
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Give the passkey a name of 1 to 40 characters.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Passkey name' }), ' My phone ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('addPasskey', { name: 'My phone', credential }));
  });

  it('keeps the name and says so when the browser dialog is cancelled', async () => {
    jest.mocked(createPasskey).mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    const { user, call } = renderParcelRoot(<PasskeysCard />, {
      session: sessionOf(0),
      api: { passkeys: () => ({ list: [] }), passkeyRegisterOptions: () => OPTIONS },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Passkey name' }), 'Tablet');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('the request was cancelled or timed out');
    expect(screen.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('Tablet');
    expect(call).not.toHaveBeenCalledWith('addPasskey', expect.anything());
  });

  it('lists passkeys and removes one only with the login password', async () => {
    let password = '';
    const { user, call } = renderParcelRoot(<PasskeysCard />, {
      session: sessionOf(0),
      api: {
        passkeys: () => ({ list: [PHONE] }),
        removePasskey: (payload: { password: string }) => {
          password = payload.password;
          if (payload.password !== 'Demo1234') throw wrongPassword;
          return { list: [] };
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Your passkeys' });
    expect(within(list).getByText('My phone')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove passkey My phone' }));
    await user.type(screen.getByLabelText('Login password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Remove My phone' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The login password is wrong.');
    expect(screen.getByLabelText('Login password')).toHaveValue('wrong');
    await user.clear(screen.getByLabelText('Login password'));
    await user.type(screen.getByLabelText('Login password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Remove My phone' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('removePasskey', { id: 7, password: 'Demo1234' }));
    expect(password).toBe('Demo1234');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    renderParcelRoot(<PasskeysCard />, { session: sessionOf(0), api: {} });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
