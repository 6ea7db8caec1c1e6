import { type ApiHandlers, type RenderOptions, sessionOf } from '@mobile/react-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { greetingFor } from '../greeting';
import { todayRange } from '../today-range';
import { AgentHomePage } from './agent-home-page';

const api: ApiHandlers = {
  teamKpiC: () => ({
    footer: {
      teamRegisterMemberCount: 3,
      teamLoginMemberCount: 12,
      teamBetMemberCount: 7,
      teamOnlineCount: 5,
    },
  }),
  announcements: () => ({ content: [], footer: { unreadCount: 4 } }),
  wallet: () => ({ currencySymbol: '₱', sumBalance: 1234567.5, wallets: [] }),
};

/** Every agent menu switch on (SPEC 2: an entry shows only when its switch is on). */
const MENU_ON = Object.fromEntries(
  [
    'teamOverview',
    'transactionRecord',
    'teamManagement',
    'redRain',
    'teamPnl',
    'teamBetting',
    'agentRebate',
    'teamRebate',
    'securityCenter',
    'mail',
  ].map((id) => [id, true]),
);

const GREETINGS = {
  morning: 'Good morning',
  earlyAfternoon: 'Good afternoon',
  lateAfternoon: 'Good afternoon',
  evening: 'Good evening',
};

function renderAgentHome(options: RenderOptions = {}) {
  return renderParcelRoot(<AgentHomePage />, {
    path: '/m/agent',
    session: sessionOf(1, 'agent01'),
    api,
    ...options,
  });
}

const menu = () => within(screen.getByRole('navigation', { name: 'Agent menu' }));
const footer = () => within(screen.getByRole('navigation', { name: 'Agent navigation' }));

describe('AgentHomePage', () => {
  it.each([0, 4, 40])('replaces member type %p to home', (type) => {
    const { navigate, call } = renderAgentHome({ session: sessionOf(type) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('replaces a visitor without a session to home', () => {
    const { navigate } = renderAgentHome({ session: null });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
  });

  it('greets the agent by name for the hour and shows the balance', async () => {
    const { navigate } = renderAgentHome();
    const greeting = GREETINGS[greetingFor(new Date().getHours())];
    expect(screen.getByRole('heading', { name: `${greeting}, agent01` })).toBeInTheDocument();
    expect(await screen.findByText('₱1,234,567.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/m/withdraw');
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("loads wallet, unread counts and today's team counters", async () => {
    const { bus, call } = renderAgentHome();
    const kpi = within(screen.getByRole('region', { name: "Today's team" }));
    expect(await kpi.findByText('12')).toBeInTheDocument();
    expect(kpi.getByText('Logged in')).toBeInTheDocument();
    expect(kpi.getByText('3')).toBeInTheDocument();
    expect(kpi.getByText('7')).toBeInTheDocument();
    expect(kpi.getByText('5')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('teamKpiC', { ...todayRange(new Date()), size: 0 }, expect.anything());
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-unread' });
  });

  it('retries the team counters after an error', async () => {
    let fail = true;
    const { user } = renderAgentHome({
      api: {
        ...api,
        teamKpiC: () => {
          if (fail) throw new Error('offline');
          return {
            footer: {
              teamRegisterMemberCount: 1,
              teamLoginMemberCount: 2,
              teamBetMemberCount: 8,
              teamOnlineCount: 9,
            },
          };
        },
      },
    });
    const kpi = within(screen.getByRole('region', { name: "Today's team" }));
    const retry = await kpi.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await kpi.findByText('9')).toBeInTheDocument();
  });

  it('shows only online service while no menu switch is on', () => {
    renderAgentHome({ whitelabel: { menu: {} } });
    expect(menu().getAllByRole('listitem')).toHaveLength(1);
    expect(menu().getByRole('button', { name: 'Online service' })).toBeInTheDocument();
  });

  it('shows every entry switched on and navigates to its page', async () => {
    const { user, navigate } = renderAgentHome({ whitelabel: { menu: MENU_ON } });
    expect(menu().getAllByRole('listitem')).toHaveLength(11);
    await user.click(menu().getByRole('link', { name: 'Transaction record' }));
    expect(navigate).toHaveBeenCalledWith('/m/transaction/record?types=A', { replace: undefined });
  });

  it('hides entries switched off by the whitelabel menu', () => {
    renderAgentHome({ whitelabel: { menu: { ...MENU_ON, redRain: false, teamBetting: false } } });
    expect(menu().queryByRole('link', { name: 'Red envelope rain' })).not.toBeInTheDocument();
    expect(menu().queryByRole('link', { name: 'Team betting' })).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Team profit and loss' })).toHaveAttribute(
      'href',
      '/m/agent/team/pnl',
    );
    expect(menu().getByRole('button', { name: 'Online service' })).toBeInTheDocument();
  });

  it('shows the inbox unread count on mail', () => {
    renderAgentHome({ unread: { inbox: 150 }, whitelabel: { menu: MENU_ON } });
    expect(menu().getByRole('link', { name: /mail/i })).toHaveTextContent('99+');
  });

  it('opens chat from online service without navigating (SPEC 2: the shell applies the chat gate)', async () => {
    const { user, bus, navigate } = renderAgentHome();
    await user.click(menu().getByRole('button', { name: 'Online service' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'open-chat' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the service modal from the customer-service button', async () => {
    const { user, bus } = renderAgentHome();
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(bus.emit).toHaveBeenCalledWith({ type: 'open-service' });
  });

  it('does nothing on menu clicks once the session has gone', async () => {
    const { user, bus, navigate } = renderAgentHome({ whitelabel: { menu: MENU_ON } });
    const link = menu().getByRole('link', { name: 'Team overview' });
    const service = menu().getByRole('button', { name: 'Online service' });
    // The session ends while the page is still on screen (before the redirect takes effect).
    bus.session$.getValue = () => null;
    await user.click(link);
    await user.click(service);
    expect(navigate).not.toHaveBeenCalled();
    expect(bus.emit).not.toHaveBeenCalledWith({ type: 'open-chat' });
  });

  it('shows the footer with the agent notice badge, without dividend by default', async () => {
    const { call } = renderAgentHome();
    expect(await footer().findByRole('link', { name: /announcements\s*4 unread/i })).toBeInTheDocument();
    expect(footer().getByRole('link', { name: /announcements/i })).toHaveAttribute(
      'href',
      '/m/member/notice?types=A',
    );
    expect(footer().getByRole('link', { name: 'Open account' })).toHaveAttribute('href', '/m/agentRegister');
    // The footer's Home is the player site's home: the agent's way back out of the agent area.
    expect(footer().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(footer().queryByRole('link', { name: 'Dividend' })).not.toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(
      'announcements',
      { types: 'A', groupName: 'm_home', platform: 'M', merchantCode: 'demo' },
      expect.anything(),
    );
  });

  it('shows dividend only with the DIVIDEND feature', () => {
    renderAgentHome({ whitelabel: { features: ['DIVIDEND'] } });
    expect(footer().getByRole('link', { name: 'Dividend' })).toHaveAttribute(
      'href',
      '/m/member/agent/agentDivident',
    );
  });

  it('loads the dividend info with the feature and leads to the dividend page', async () => {
    const { call } = renderAgentHome({
      whitelabel: { features: ['DIVIDEND'] },
      api: {
        ...api,
        dividendContract: () => ({
          contract: { cycle: 'HALF_MONTH', minTeamLoss: 1000, sharePercent: 30, acceptedAt: null },
        }),
      },
    });
    const info = await screen.findByRole('link', {
      name: 'Dividend contract (Every half month): 30.00 % of team loss',
    });
    expect(info).toHaveAttribute('href', '/m/member/agent/agentDivident');
    // Below the menu: arriving after the page is drawn, it pushes nothing down (no layout shift).
    const menu = screen.getByRole('navigation', { name: 'Agent menu' });
    expect(menu.compareDocumentPosition(info) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(call).toHaveBeenCalledWith('dividendContract', {}, expect.anything());
  });

  it('never asks for dividend info without the feature', async () => {
    const { call } = renderAgentHome();
    await footer().findByRole('link', { name: /announcements\s*4 unread/i });
    expect(call).not.toHaveBeenCalledWith('dividendContract', expect.anything(), expect.anything());
  });

  it('refuses deposit to agent types that may not deposit', async () => {
    const { user, bus, navigate } = renderAgentHome({ session: sessionOf(41) });
    await user.click(screen.getByRole('link', { name: 'Deposit' }));
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'toast', messageKey: 'free_reject' }),
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves for home when the session ends', async () => {
    const { bus, navigate } = renderAgentHome();
    act(() => bus.session$.next(null));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true }));
  });
});
