import { sessionOf } from '@mobile/react-kit/testing';
import { FREE_REJECT_TOAST, type RedRainCatch, type RedRainEvent } from '@mobile/shared-contracts';
import { act, screen } from '@testing-library/react';
import { renderParcelRoot } from '../../../test/render';
import { RedRainPage } from './red-rain-page';

const NOW = Date.parse('2025-03-01T12:00:00.000Z');
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const event = (startOffset: number, endOffset: number): RedRainEvent => ({
  id: 5,
  title: 'Evening red envelope rain',
  startsAt: iso(startOffset),
  endsAt: iso(endOffset),
});
const wallet = { currencySymbol: '₱', sumBalance: 10 };
const answer =
  (e: RedRainEvent | null, caught: RedRainCatch | null = null) =>
  () => ({
    event: e,
    caught,
    serverTime: iso(0),
  });

describe('RedRainPage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  it('counts down to a planned rain on the server clock, then lets the envelopes fall', async () => {
    renderParcelRoot(<RedRainPage />, {
      session: sessionOf(1),
      api: { redRainEvent: answer(event(65_000, 665_000)) },
    });
    expect(await screen.findByRole('heading', { name: 'Evening red envelope rain' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('01:05');
    expect(screen.queryByRole('button', { name: 'Catch a red envelope' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(66_000));
    expect(screen.getByText('The rain ends in')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('09:59');
    expect(screen.getAllByRole('button', { name: 'Catch a red envelope' })).toHaveLength(5);
  });

  it('a catch is asked of the server with an idempotency key, and shows what the server drew', async () => {
    const { user, call } = renderParcelRoot(<RedRainPage />, {
      session: sessionOf(1),
      wallet,
      api: {
        redRainEvent: answer(event(-1_000, 300_000)),
        redRainCatch: () => ({ eventId: 5, rewardId: 9, amount: 3.21 }),
      },
    });
    const envelopes = await screen.findAllByRole('button', { name: 'Catch a red envelope' });
    await user.click(envelopes[2] as HTMLElement);
    expect(call).toHaveBeenCalledWith(
      'redRainCatch',
      { eventId: 5 },
      expect.objectContaining({ idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }),
    );
    expect(
      await screen.findByText('You caught ₱3.21! It is waiting for you in the reward centre.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Go to the reward centre' })).toHaveAttribute(
      'href',
      '/m/rewardCenter',
    );
  });

  it('shows an earlier catch instead of the envelopes', async () => {
    renderParcelRoot(<RedRainPage />, {
      session: sessionOf(1),
      wallet,
      api: { redRainEvent: answer(event(-1_000, 300_000), { eventId: 5, rewardId: 9, amount: 8.88 }) },
    });
    expect(await screen.findByText(/You caught ₱8\.88!/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Catch a red envelope' })).not.toBeInTheDocument();
  });

  it('refuses free play with free_reject, without asking the server', async () => {
    const { user, call, bus } = renderParcelRoot(<RedRainPage />, {
      session: sessionOf(4),
      api: { redRainEvent: answer(event(-1_000, 300_000)) },
    });
    const envelopes = await screen.findAllByRole('button', { name: 'Catch a red envelope' });
    await user.click(envelopes[0] as HTMLElement);
    expect(bus.emit).toHaveBeenCalledWith(FREE_REJECT_TOAST);
    expect(call).not.toHaveBeenCalledWith('redRainCatch', expect.anything(), expect.anything());
  });

  it('says when no rain is planned, and offers a retry when the call fails', async () => {
    renderParcelRoot(<RedRainPage />, { session: sessionOf(1), api: { redRainEvent: answer(null) } });
    expect(
      await screen.findByText('No red envelope rain is planned right now. Come back later!'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the rain cannot be loaded', async () => {
    renderParcelRoot(<RedRainPage />, {
      session: sessionOf(1),
      api: {
        redRainEvent: () => {
          throw new Error('offline');
        },
      },
    });
    expect(await screen.findByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});
