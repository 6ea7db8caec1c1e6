import { sessionOf } from '@mobile/react-kit/testing';
import type { VipLevel } from '@mobile/shared-contracts';
import { screen, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { VipBenefitsPage } from './vip-page';

const level = (n: number, name: string, minTurnover: number): VipLevel => ({
  level: n,
  name,
  minTurnover,
  dailyWithdrawals: 3 + n,
  withdrawalLimit: 50_000 * (n + 1),
  birthdayBonus: 188 * n,
  rebatePercent: 0.3 + n / 10,
});
const LEVELS = [level(0, 'Member', 0), level(1, 'Bronze', 10_000), level(2, 'Silver', 50_000)];

const renderPage = (current: number, turnover: number) =>
  renderParcelRoot(<VipBenefitsPage />, {
    path: '/m/member/benefits',
    session: sessionOf(0),
    api: { vipBenefits: () => ({ level: current, turnover, levels: LEVELS }) },
  });

describe('VipBenefitsPage', () => {
  it("shows the member's level, the progress to the next and every level's benefits", async () => {
    renderPage(1, 30_000);
    const mine = await screen.findByRole('region', { name: 'My VIP level' });
    expect(within(mine).getByRole('heading', { name: 'Bronze' })).toBeInTheDocument();
    expect(mine).toHaveTextContent('Turnover 30,000.00');
    expect(within(mine).getByRole('progressbar', { name: /progress to silver/i })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(mine).toHaveTextContent('20,000.00 more turnover to reach Silver');

    const levels = within(screen.getByRole('list', { name: 'VIP levels' })).getAllByRole('listitem');
    expect(levels).toHaveLength(3);
    expect(levels[1]).toHaveAttribute('aria-current', 'true');
    expect(levels[1]).toHaveTextContent(/daily withdrawals\s*4/i);
    expect(levels[2]).toHaveTextContent(/rebate\s*0\.5%/i);
  });

  it('says so at the top level', async () => {
    renderPage(2, 80_000);
    expect(await screen.findByText('You are at the highest level.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
