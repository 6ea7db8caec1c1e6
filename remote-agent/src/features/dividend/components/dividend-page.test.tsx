import { type ApiHandlers, type RenderOptions, sessionOf } from '@mobile/react-kit/testing';
import type { DividendRow } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { DividendPage } from './dividend-page';

const row = (fields: Partial<DividendRow> = {}): DividendRow => ({
  memberId: 41,
  username: 'agent41',
  period: { start: '2026-11-01', end: '2026-11-15' },
  teamLoss: 12_000,
  sharePercent: 30,
  dividend: 3_600,
  paid: 0,
  status: 'NONE',
  ...fields,
});

const due = row({ memberId: 51, username: 'agent41s1', sharePercent: 20, dividend: 2_000, status: 'DUE' });

const api: ApiHandlers = {
  dividendContract: () => ({
    contract: {
      cycle: 'HALF_MONTH',
      minTeamLoss: 1000,
      sharePercent: 30,
      acceptedAt: '2026-08-01T00:00:00Z',
    },
  }),
  currentDividend: () => ({
    current: row({ period: { start: '2026-11-16', end: '2026-11-30' }, dividend: 900 }),
  }),
  queryDividend: ({ scope }) => ({ rows: scope === 'own' ? [row({ status: 'PAID', paid: 3_600 })] : [due] }),
  agentIncome: () => ({
    previous: {
      period: { start: '2026-11-01', end: '2026-11-15' },
      dividend: 3_600,
      rebateIncome: 120.5,
      total: 3_720.5,
    },
    current: {
      period: { start: '2026-11-16', end: '2026-11-30' },
      dividend: 900,
      rebateIncome: 10,
      total: 910,
    },
  }),
  payoutDividend: ({ memberId, periodStart }) => ({ memberId, periodStart, amount: 2_000 }),
};

function renderPage(options: RenderOptions = {}) {
  return renderParcelRoot(<DividendPage />, {
    path: '/m/member/agent/agentDivident',
    session: sessionOf(41, 'agent41'),
    whitelabel: { features: ['DIVIDEND'] },
    wallet: { currencySymbol: '₱', sumBalance: 50_000 },
    api,
    ...options,
  });
}

describe('DividendPage', () => {
  it.each([0, 4, 40])('replaces member type %p to home', (type) => {
    const { navigate, call } = renderPage({ session: sessionOf(type) });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('replaces an agent to home when the dividend feature is off, asking nothing', () => {
    const { navigate, call } = renderPage({ whitelabel: { features: [] } });
    expect(navigate).toHaveBeenCalledWith('/m/home', { replace: true });
    expect(call).not.toHaveBeenCalled();
  });

  it('shows the contract, the current period, the income of both periods and the history', async () => {
    renderPage();
    expect(
      await screen.findByText(/Every half month contract: 30.00 % of the team's loss/),
    ).toBeInTheDocument();
    const current = await screen.findByRole('region', {
      name: 'This period (2026-11-16 – 2026-11-30) so far',
    });
    expect(within(current).getByText('₱900.00')).toBeInTheDocument();
    const income = screen.getByRole('region', { name: 'Income' });
    expect(within(income).getByText('₱3,720.50')).toBeInTheDocument();
    expect(within(income).getByText('Dividend ₱3,600.00 · rebates ₱120.50')).toBeInTheDocument();
    const history = within(await screen.findByRole('list', { name: 'Closed periods' }));
    expect(history.getByText('Paid')).toBeInTheDocument();
  });

  it('pays a downline after a confirmation naming the amount, with an idempotency key', async () => {
    const { user, call, bus } = renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Pay downlines' }));
    const item = await screen.findByRole('listitem', { name: 'agent41s1 2026-11-01 – 2026-11-15' });
    await user.click(within(item).getByRole('button', { name: 'Pay agent41s1' }));
    expect(call).not.toHaveBeenCalledWith('payoutDividend', expect.anything(), expect.anything());
    expect(
      within(item).getByText('Pay ₱2,000.00 to agent41s1 for 2026-11-01 – 2026-11-15?'),
    ).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Pay ₱2,000.00' }));
    expect(call).toHaveBeenCalledWith(
      'payoutDividend',
      { memberId: 51, periodStart: '2026-11-01' },
      { idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    );
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
  });

  it('keeps the same key when a failed payout is tried again', async () => {
    let attempts = 0;
    const { user, call } = renderPage({
      api: {
        ...api,
        payoutDividend: () => {
          attempts += 1;
          throw { name: 'ApiError', code: 'NETWORK', messageKey: 'error.network', status: 0, value: null };
        },
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Pay downlines' }));
    await user.click(await screen.findByRole('button', { name: 'Pay agent41s1' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₱2,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.network');
    await user.click(screen.getByRole('button', { name: 'Pay ₱2,000.00' }));
    await screen.findByRole('alert');
    const keys = call.mock.calls.filter(([key]) => key === 'payoutDividend').map((c) => c[2]);
    expect(attempts).toBe(2);
    expect(keys[0]).toEqual(keys[1]);
  });

  it('says when nothing is due', async () => {
    const { user } = renderPage({ api: { ...api, queryDividend: () => ({ rows: [] }) } });
    await user.click(await screen.findByRole('tab', { name: 'Pay downlines' }));
    expect(await screen.findByText('No dividend is due to your downline agents.')).toBeInTheDocument();
  });
});
