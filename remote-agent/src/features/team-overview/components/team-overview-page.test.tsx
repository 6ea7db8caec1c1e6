import { type ApiHandlers, type RenderOptions, sessionOf } from '@mobile/react-kit/testing';
import type { TeamKpi } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { periodRange, trendRange } from '../kpi-periods';
import { TeamOverviewPage } from './team-overview-page';

const kpi = (registrations: number): TeamKpi => ({
  registrations,
  firstDeposits: 2,
  deposits: 1500,
  withdrawals: 200,
  bets: 980.5,
  wins: 700,
  profit: -280.5,
  activeMembers: 6,
  onlineMembers: 1,
});

const api: ApiHandlers = {
  teamKpiA: ({ startDate }: { startDate: string }) =>
    kpi(startDate === periodRange('today', new Date()).startDate ? 3 : 11),
  teamKpiB: () => ({
    points: [
      { date: '2026-03-01', deposits: 100, bets: 50, profit: -5 },
      { date: '2026-03-02', deposits: 0, bets: 80, profit: 12 },
    ],
  }),
};

function renderOverview(options: RenderOptions = {}) {
  return renderParcelRoot(<TeamOverviewPage />, {
    path: '/m/agent/team/overview',
    session: sessionOf(41, 'agent41'),
    wallet: { currencySymbol: '₱', sumBalance: 10 },
    api,
    ...options,
  });
}

// jsdom has no matchMedia; Chartist asks it for its responsive options.
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).closest('div') as HTMLElement;

describe('TeamOverviewPage', () => {
  it.each([0, 4, 40])('replaces member type %p to home without calling the server', (type) => {
    const { navigate, call } = renderOverview({ session: sessionOf(type) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(call).not.toHaveBeenCalled();
  });

  it("shows today's figures first, amounts with the currency and sign", async () => {
    const { call } = renderOverview();
    expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(figure('Registrations')).findByText('3')).toBeInTheDocument();
    expect(within(figure('Bets')).getByText('₱980.50')).toBeInTheDocument();
    expect(within(figure('Team profit and loss')).getByText('-₱280.50')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('teamKpiA', periodRange('today', new Date()), expect.anything());
  });

  it('asks for another period when its button is pressed', async () => {
    const { user, call } = renderOverview();
    await user.click(screen.getByRole('button', { name: 'This month' }));
    expect(screen.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(figure('Registrations')).findByText('11')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('teamKpiA', periodRange('thisMonth', new Date()), expect.anything());
  });

  it('draws the trend of the last 14 days with a text summary', async () => {
    const { call } = renderOverview();
    const chart = await screen.findByRole('img', { name: /bets 130\.00, deposits 100\.00, result 7\.00/ });
    await waitFor(() => expect(chart.querySelector('svg .ct-line')).not.toBeNull());
    expect(call).toHaveBeenCalledWith('teamKpiB', trendRange(new Date()), expect.anything());
  });

  it('offers a retry when the figures fail', async () => {
    let fail = true;
    const { user } = renderOverview({
      api: {
        ...api,
        teamKpiA: () => {
          if (fail) throw new Error('offline');
          return kpi(5);
        },
      },
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await within(figure('Registrations')).findByText('5')).toBeInTheDocument();
  });
});
