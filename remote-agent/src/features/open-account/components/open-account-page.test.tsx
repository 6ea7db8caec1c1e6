import { type ApiHandlers, type RenderOptions, sessionOf } from '@mobile/react-kit/testing';
import type { AffiliateLink, RegisterSettings } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { OpenAccountPage } from './open-account-page';

const field = (name: string, required: boolean, pattern: string | null = null) => ({
  name,
  enabled: true,
  required,
  pattern,
  messageKey: `error.${name}Format`,
});

const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: false,
  captcha: true,
  fields: [
    field('username', true, '^[a-z][a-z0-9]{5,15}$'),
    field('password', true, '^.{8,20}$'),
    field('confirmPassword', true),
    field('nickname', false),
  ],
};

const link: AffiliateLink = {
  id: 5,
  code: 'ABCDE23456',
  memberType: 1,
  rebate: 1.2,
  registrations: 3,
  createdAt: '2026-01-02T03:04:05.000Z',
};

const api: ApiHandlers = {
  registerSettings: () => settings,
  openAccountRebate: () => ({ maxRebate: 2 }),
  openAccountQuota: () => ({ total: 20, used: 1, remaining: 19 }),
  country: () => [{ code: 'PH', name: 'Philippines', dialingCode: '63', isDefault: true }],
  openAccount: ({ username }) => ({ memberId: 99, username }),
  affiliateLinks: () => ({ links: [link] }),
  createAffiliateLink: ({ memberType, rebate }) => ({ ...link, id: 6, memberType, rebate }),
  deleteAffiliateLink: ({ id }) => ({ id }),
};

function renderPage(options: RenderOptions = {}) {
  return renderParcelRoot(<OpenAccountPage />, {
    path: '/m/agentRegister',
    session: sessionOf(41, 'agent41'),
    api,
    ...options,
  });
}

describe('OpenAccountPage', () => {
  it.each([0, 4, 40])('replaces member type %p to home', (type) => {
    const { navigate, call } = renderPage({ session: sessionOf(type) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('opens a downline with the fields the settings ask, its type and rebate', async () => {
    const { user, call } = renderPage();
    expect(await screen.findByText('19 of 20 account openings left')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'downa1');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.type(screen.getByLabelText('Confirm password'), 'Demo1234');
    expect(screen.getByLabelText('Nickname (optional)')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Agent' }));
    await user.clear(screen.getByLabelText('Rebate (%)'));
    await user.type(screen.getByLabelText('Rebate (%)'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account downa1 is open');
    expect(call).toHaveBeenCalledWith(
      'openAccount',
      expect.objectContaining({
        username: 'downa1',
        password: 'Demo1234',
        confirmPassword: 'Demo1234',
        memberType: 1,
        rebate: 1.5,
        countryDialingCode: '',
      }),
    );
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('stops at the first bad field and sends nothing; a rebate above its own is refused', async () => {
    const { user, call } = renderPage();
    await user.type(await screen.findByLabelText('Username'), 'X');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('error.usernameFormat');
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'downa1');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.type(screen.getByLabelText('Confirm password'), 'Demo9999');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Demo1234');
    await user.clear(screen.getByLabelText('Rebate (%)'));
    await user.type(screen.getByLabelText('Rebate (%)'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByLabelText('Rebate (%)')).toHaveFocus();
    expect(call).not.toHaveBeenCalledWith('openAccount', expect.anything());
  });

  it("puts the server's refusal beside its field and keeps what was typed", async () => {
    const { user } = renderPage({
      api: {
        ...api,
        openAccount: () => {
          throw {
            name: 'ApiError',
            code: 'USERNAME_EXISTS',
            messageKey: 'error.usernameExists',
            status: 409,
            value: { field: 'username' },
          };
        },
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'agent41s1');
    await user.type(screen.getByLabelText('Password'), 'Demo1234');
    await user.type(screen.getByLabelText('Confirm password'), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('error.usernameExists')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('agent41s1');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('says so when the quota is used up, without a form', async () => {
    renderPage({ api: { ...api, openAccountQuota: () => ({ total: 5, used: 5, remaining: 0 }) } });
    expect(await screen.findByText('0 of 5 account openings left')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open account' })).not.toBeInTheDocument();
  });

  it('lists, creates, views with a QR code and deletes affiliate links', async () => {
    const { user, call } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Affiliate links' }));
    const links = within(await screen.findByRole('list', { name: 'Affiliate links' }));
    await user.click(links.getByRole('button', { name: /ABCDE23456/ }));
    expect(screen.getByRole('img', { name: 'QR code of link ABCDE23456' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `${window.location.origin}/m/register?affiliateCode=ABCDE23456&domain=${window.location.host}`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete link' }));
    expect(call).toHaveBeenCalledWith('deleteAffiliateLink', { id: 5 });

    await user.type(screen.getByLabelText('Rebate (%)'), '.5');
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(call).toHaveBeenCalledWith('createAffiliateLink', { memberType: 0, rebate: 0.5 });
  });

  it('shows a retry when a figure cannot be read', async () => {
    renderPage({
      api: {
        ...api,
        openAccountQuota: () => {
          throw new Error('down');
        },
      },
    });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
