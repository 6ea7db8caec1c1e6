import { sessionOf } from '@mobile/react-kit/testing';
import type { MallItem } from '@mobile/shared-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { MallPage } from './mall-page';

const item = (itemId: number, name: string, pointsCost: number, stock: number): MallItem => ({
  itemId,
  name,
  description: `${name} description`,
  pointsCost,
  stock,
});

describe('MallPage', () => {
  it('shows the points and items, disabling what cannot be redeemed', async () => {
    renderParcelRoot(<MallPage />, {
      session: sessionOf(1),
      api: {
        mallItems: () => ({
          points: 120,
          items: [item(1, 'Voucher', 20, 5), item(2, 'Phone', 20000, 2), item(3, 'Cap', 50, 0)],
        }),
      },
    });
    expect(await screen.findByText('120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Voucher' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Redeem Phone' })).toBeDisabled();
    expect(screen.getByText('Not enough points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem Cap' })).toBeDisabled();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('redeems after confirming, with one idempotency key, and refreshes the points', async () => {
    let points = 120;
    const { user, call, bus } = renderParcelRoot(<MallPage />, {
      session: sessionOf(1),
      api: {
        mallItems: () => ({ points, items: [item(1, 'Voucher', 20, 5)] }),
        redeemMallItem: () => {
          points -= 20;
          return { redemptionId: 1, points };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Redeem Voucher' }));
    expect(call.mock.calls.filter(([k]) => k === 'redeemMallItem')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm: spend points on Voucher' }));
    expect(await screen.findByText('100')).toBeInTheDocument();
    const redeems = call.mock.calls.filter(([k]) => k === 'redeemMallItem');
    expect(redeems).toHaveLength(1);
    expect(redeems[0]?.[1]).toEqual({ itemId: 1 });
    expect((redeems[0]?.[2] as { idempotencyKey: string } | undefined)?.idempotencyKey).toMatch(
      /^[0-9a-f]{32}$/,
    );
    await waitFor(() =>
      expect(bus.emit).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'wallet:mall.redeemed' })),
    );
  });

  it('lists the redemptions in the history tab, and says when there are none', async () => {
    const { user } = renderParcelRoot(<MallPage />, {
      session: sessionOf(1),
      api: {
        mallItems: () => ({ points: 0, items: [] }),
        mallRedemptions: () => ({
          content: [{ redemptionId: 4, itemName: 'Voucher', points: 20, createdAt: '2024-05-01T10:00:00Z' }],
          pageNum: 1,
          pageSize: 20,
          totalPages: 1,
          total: 1,
        }),
      },
    });
    expect(await screen.findByText('No items to redeem yet')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'My redemptions' }));
    expect(await screen.findByText('-20 points')).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    let fail = true;
    const { user } = renderParcelRoot(<MallPage />, {
      session: sessionOf(1),
      api: {
        mallItems: () => {
          if (fail) throw new Error('offline');
          return { points: 5, items: [item(1, 'Voucher', 20, 5)] };
        },
      },
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Voucher')).toBeInTheDocument();
  });
});
