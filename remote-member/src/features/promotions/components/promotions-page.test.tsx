import { sessionOf } from '@mobile/react-kit/testing';
import type { Promotion } from '@mobile/shared-contracts';
import { screen, waitFor } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { PromotionsPage } from './promotions-page';

function promo(id: number, title: string, extra: Partial<Promotion> = {}): Promotion {
  return {
    id,
    code: `P${id}`,
    title,
    summary: `${title} summary`,
    content: `<p>${title} rules</p><img src="x.png" onerror="window.__x=1"><script>window.__x=2</script>`,
    kind: 'apply',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2026-12-31T00:00:00Z',
    status: null,
    ...extra,
  };
}

describe('PromotionsPage', () => {
  it('lists promotions with their statuses in the reward centre words', async () => {
    renderParcelRoot(<PromotionsPage />, {
      path: '/m/activity',
      api: {
        promotions: () => [
          promo(1, 'Welcome'),
          promo(2, 'Festival', { status: 'coming' }),
          promo(3, 'Summer', { status: 'closed' }),
        ],
      },
    });
    expect(await screen.findByRole('link', { name: /welcome/i })).toHaveAttribute('href', '/m/activity?id=1');
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('applies from the detail and shows applying', async () => {
    let status: Promotion['status'] = null;
    const { user, call } = renderParcelRoot(<PromotionsPage />, {
      path: '/m/activity?id=1',
      session: sessionOf(1),
      api: {
        promotions: () => [promo(1, 'Welcome', { status })],
        applyPromotion: () => {
          status = 'applying';
          return { status: 'applying' as const };
        },
      },
    });
    const article = await screen.findByRole('article', { name: 'Welcome' });
    expect(article.innerHTML).not.toMatch(/onerror|<script/i);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(call).toHaveBeenCalledWith('applyPromotion', { id: 1 });
    expect(await screen.findByText('Applying')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('signs in for today on a sign-in promotion', async () => {
    const { user, call } = renderParcelRoot(<PromotionsPage />, {
      path: '/m/activity?id=2',
      session: sessionOf(0),
      api: {
        promotions: () => [promo(2, 'Daily', { kind: 'signin' })],
        signInPromotion: () => ({ status: 'signed' as const }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign in for today' }));
    expect(call).toHaveBeenCalledWith('signInPromotion', { id: 2 });
  });

  it('sends guests to login and refuses free play', async () => {
    const guest = renderParcelRoot(<PromotionsPage />, {
      path: '/m/activity?id=1',
      api: { promotions: () => [promo(1, 'Welcome')] },
    });
    await guest.user.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(guest.navigate).toHaveBeenCalledWith('/m/login?redirect=%2Fm%2Factivity%3Fid%3D1');
    guest.unmount();

    const trial = renderParcelRoot(<PromotionsPage />, {
      path: '/m/activity?id=1',
      session: sessionOf(4),
      api: { promotions: () => [promo(1, 'Welcome')] },
    });
    await trial.user.click(await screen.findByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(trial.bus.emit).toHaveBeenCalledWith(expect.objectContaining({ messageKey: 'free_reject' })),
    );
    expect(trial.call).not.toHaveBeenCalledWith('applyPromotion', expect.anything());
  });

  it('shows the list for an unknown id and the empty state without promotions', async () => {
    renderParcelRoot(<PromotionsPage />, { path: '/m/activity?id=77', api: { promotions: () => [] } });
    expect(await screen.findByText('No promotions right now')).toBeInTheDocument();
  });
});
