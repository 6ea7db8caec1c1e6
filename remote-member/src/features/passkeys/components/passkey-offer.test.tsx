import { sessionOf } from '@mobile/react-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { createPasskey, passkeysSupported } from '../passkey-browser';
import { LazyPasskeyOffer } from './lazy-passkey-offer';

jest.mock('../passkey-browser', () => ({
  ...jest.requireActual('../passkey-browser'),
  createPasskey: jest.fn(),
  passkeysSupported: jest.fn(() => true),
}));
jest.setTimeout(20_000);

const OPTIONS = {
  rp: { name: 'Demo', id: 'localhost' },
  user: { id: 'dQ', name: 'rg1', displayName: 'rg1' },
  challenge: 'c',
  pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
};
const PHONE = {
  id: 3,
  name: 'My phone',
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null,
  synced: false,
};

describe('the passkey offer after registration', () => {
  it('creates a passkey under the name filled in, then says it is ready', async () => {
    const credential = { id: 'abc' };
    jest.mocked(createPasskey).mockResolvedValue(credential as never);
    const { user, call } = renderParcelRoot(<LazyPasskeyOffer />, {
      session: sessionOf(0),
      api: { passkeyRegisterOptions: () => OPTIONS, addPasskey: () => PHONE },
    });
    expect(await screen.findByRole('region', { name: 'Sign in faster next time' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Passkey name' })).toHaveValue('My phone');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('addPasskey', { name: 'My phone', credential }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your passkey is ready');
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('goes away when skipped, nothing asked of the browser', async () => {
    const { user, call } = renderParcelRoot(<LazyPasskeyOffer />, { session: sessionOf(0), api: {} });
    await user.click(await screen.findByRole('button', { name: 'Skip the passkey' }));
    expect(screen.queryByRole('region', { name: 'Sign in faster next time' })).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(createPasskey).not.toHaveBeenCalled();
  });

  it('is not offered where the page cannot hold passkeys (an IP address, no WebAuthn)', () => {
    jest.mocked(passkeysSupported).mockReturnValue(false);
    const { container } = renderParcelRoot(<LazyPasskeyOffer />, { session: sessionOf(0), api: {} });
    expect(container).toBeEmptyDOMElement();
  });
});
