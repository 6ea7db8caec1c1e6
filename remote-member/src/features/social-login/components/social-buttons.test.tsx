import { screen, waitFor } from '@testing-library/react';
import { BASE_HANDLERS } from '../../../test/auth-fixtures';
import { renderParcelRoot } from '../../../test/render';
import { LoginRegisterPage } from '../../auth-common';
import { leaveForProvider } from '../leave-for-provider';

jest.mock('../leave-for-provider', () => ({ leaveForProvider: jest.fn() }));
jest.setTimeout(20_000);
beforeEach(() => window.sessionStorage.clear());

const ON = { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true };
const render = (switches: Record<string, boolean>, handlers: Record<string, unknown> = {}) =>
  renderParcelRoot(<LoginRegisterPage />, {
    path: '/m/login?redirect=%2Fm%2Fdeposit',
    settings: { switches },
    api: { ...BASE_HANDLERS, socialProviders: () => ({ providers: ['google', 'facebook'] }), ...handlers },
  });

describe('social login buttons', () => {
  it('shows a button per provider whose switch is on and which the merchant configured, and goes there', async () => {
    const socialStart = jest.fn(() => ({ authorizationUrl: 'http://127.0.0.1:4003/auth?x=1' }));
    const { user } = render(ON, { socialStart });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('http://127.0.0.1:4003/auth?x=1'));
    expect(socialStart).toHaveBeenCalledWith({ provider: 'google' });
    expect(window.sessionStorage.getItem('MC_SOCIAL_RETURN')).toBe('?redirect=%2Fm%2Fdeposit');
  });

  it('shows none with the switches off, without asking which providers are configured', async () => {
    const socialProviders = jest.fn(() => ({ providers: ['google'] }));
    render({}, { socialProviders });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(socialProviders).not.toHaveBeenCalled();
  });

  it('shows only the configured one when both switches are on', async () => {
    render(ON, { socialProviders: () => ({ providers: ['facebook'] }) });
    expect(await screen.findByRole('button', { name: 'Continue with Facebook' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('says so when the provider cannot be reached, and stays on the page', async () => {
    const { user } = render(ON, { socialStart: () => Promise.reject(new Error('offline')) });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText('We could not reach the sign-in service. Please try again.'),
    ).toBeInTheDocument();
    expect(leaveForProvider).not.toHaveBeenCalled();
  });
});
