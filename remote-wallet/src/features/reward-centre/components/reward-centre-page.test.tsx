import { sessionOf } from '@mobile/react-kit/testing';
import { REWARD_STATUSES, type Reward, type WithdrawInfo } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { RewardCentrePage } from './reward-centre-page';

const reward = (rewardId: number, status: Reward['status'], title = `Reward ${rewardId}`): Reward => ({
  rewardId,
  title,
  source: 'promotion',
  amount: 88,
  status,
  createdAt: '2024-05-01T10:00:00Z',
  updatedAt: '2024-05-01T10:00:00Z',
});
const everyStatus = REWARD_STATUSES.map((status, i) => reward(i + 1, status, `Reward ${status}`));
const wallet = { currencySymbol: '₱', sumBalance: 1000 };
const funds: WithdrawInfo = {
  balance: 1000,
  held: 0,
  min: 100,
  max: 50_000,
  hasWithdrawalPassword: true,
  payeeName: null,
  withdrawable: 950,
  bonusLocked: 50,
  turnoverLeft: 0,
  identityRequired: false,
};
const withdrawInfo = () => funds;

describe('RewardCentrePage', () => {
  it('shows every status with its text, and a claim button only on the issued one', async () => {
    renderParcelRoot(<RewardCentrePage />, {
      session: sessionOf(1),
      wallet,
      api: { withdrawInfo, rewards: () => everyStatus },
    });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(7);
    for (const text of ['Applying', 'Rejected', 'Issued', 'Claimed', 'Closed', 'Coming soon', 'Signed in'])
      expect(screen.getAllByText(text, { selector: '.reward-status' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Claim / })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Claim Reward issued' })).toBeInTheDocument();
    expect(screen.getAllByText('₱88.00')).toHaveLength(7);
  });

  it('asks for one status when its filter is pressed', async () => {
    const { user, call } = renderParcelRoot(<RewardCentrePage />, {
      session: sessionOf(1),
      api: {
        withdrawInfo,
        rewards: ({ status }) => everyStatus.filter((r) => !status || r.status === status),
      },
    });
    await screen.findAllByRole('listitem');
    await user.click(screen.getByRole('button', { name: 'Issued' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(call).toHaveBeenCalledWith('rewards', { status: 'issued' }, expect.anything());
    expect(screen.getByRole('button', { name: 'Issued' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('claims with one idempotency key, then refreshes the wallet and says so', async () => {
    let claimed = false;
    const { user, call, bus } = renderParcelRoot(<RewardCentrePage />, {
      session: sessionOf(1),
      wallet,
      api: {
        withdrawInfo,
        rewards: () => [reward(5, claimed ? 'claimed' : 'issued', 'Welcome bonus')],
        claimReward: ({ rewardId }) => {
          claimed = true;
          return { rewardId, amount: 88, balance: 1088 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Claim / })).not.toBeInTheDocument());
    const claims = call.mock.calls.filter(([key]) => key === 'claimReward');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.[1]).toEqual({ rewardId: 5 });
    expect((claims[0]?.[2] as { idempotencyKey: string } | undefined)?.idempotencyKey).toMatch(
      /^[0-9a-f]{32}$/,
    );
    expect(bus.emit).toHaveBeenCalledWith({ type: 'refresh-wallet' });
    expect(bus.emit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'success', messageKey: 'wallet:reward.claimed' }),
    );
    expect(screen.getByText('Claimed', { selector: '.reward-status' })).toBeInTheDocument();
  });

  it('retries a failed claim with the same key', async () => {
    let attempts = 0;
    const { user, call } = renderParcelRoot(<RewardCentrePage />, {
      session: sessionOf(1),
      api: {
        withdrawInfo,
        rewards: () => [reward(9, 'issued', 'Weekend reload')],
        claimReward: ({ rewardId }) => {
          attempts += 1;
          if (attempts === 1) throw new Error('offline');
          return { rewardId, amount: 88, balance: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Weekend reload' }));
    await waitFor(() => expect(attempts).toBe(1));
    await user.click(await screen.findByRole('button', { name: 'Claim Weekend reload' }));
    await waitFor(() => expect(attempts).toBe(2));
    const keys = call.mock.calls
      .filter(([k]) => k === 'claimReward')
      .map(([, , o]) => (o as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows empty and error states with retry', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<RewardCentrePage />, {
      session: sessionOf(1),
      api: {
        withdrawInfo,
        rewards: () => {
          if (fail) throw new Error('offline');
          return [];
        },
      },
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No rewards yet')).toBeInTheDocument();
  });

  it('shows what is withdrawable now and the bonus turnover left, in the reward centre', async () => {
    renderParcelRoot(<RewardCentrePage />, {
      session: sessionOf(1),
      wallet,
      api: {
        withdrawInfo: () => ({ ...funds, withdrawable: 500, bonusLocked: 500, turnoverLeft: 4_250 }),
        rewards: () => [],
      },
    });
    const turnover = await screen.findByRole('region', { name: 'Bonus turnover' });
    expect(within(turnover).getByText('Withdrawable now').nextSibling).toHaveTextContent('₱500.00');
    expect(within(turnover).getByText('Bonus not yet withdrawable').nextSibling).toHaveTextContent('₱500.00');
    expect(turnover).toHaveTextContent('Bet ₱4,250.00 more to make your bonus withdrawable.');
  });

  it('says when no turnover is left, and keeps the rewards when the figures fail to load', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<RewardCentrePage />, {
      session: sessionOf(1),
      wallet,
      api: {
        withdrawInfo: () => {
          if (fail) throw new Error('offline');
          return { ...funds, turnoverLeft: 0, bonusLocked: 0, withdrawable: 1000 };
        },
        rewards: () => [reward(5, 'claimed', 'Welcome bonus')],
      },
    });
    expect(await screen.findByText('Welcome bonus')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No turnover left: your whole balance can be withdrawn.'),
    ).toBeInTheDocument();
  });
});
