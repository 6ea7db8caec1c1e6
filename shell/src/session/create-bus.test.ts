import type { BusEvent } from '@mobile/shared-contracts';
import { createBus, TOAST_REPLAY_MS } from './create-bus';

describe('createBus toasts$', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const late = (bus: ReturnType<typeof createBus>) => {
    const seen: BusEvent[] = [];
    bus.toasts$.subscribe((event) => seen.push(event)).unsubscribe();
    return seen;
  };

  it('replays the last toast to a host that subscribes shortly after it was emitted', () => {
    const bus = createBus({ session: null, language: 'EN' });
    bus.emit({ type: 'toast', kind: 'info', messageKey: 'state.loading' });
    bus.emit({ type: 'toast', kind: 'error', messageKey: 'error.sessionExpired' });
    bus.emit({ type: 'navigate', to: '/m/home' });
    jest.advanceTimersByTime(TOAST_REPLAY_MS - 1);
    expect(late(bus)).toEqual([{ type: 'toast', kind: 'error', messageKey: 'error.sessionExpired' }]);
  });

  it('replays nothing once the toast is older than the replay window', () => {
    const bus = createBus({ session: null, language: 'EN' });
    bus.emit({ type: 'toast', kind: 'error', messageKey: 'error.sessionExpired' });
    jest.advanceTimersByTime(TOAST_REPLAY_MS + 1);
    expect(late(bus)).toEqual([]);
  });

  it('gives a host subscribed all along each toast once, and no other event', () => {
    const bus = createBus({ session: null, language: 'EN' });
    const seen: BusEvent[] = [];
    const subscription = bus.toasts$.subscribe((event) => seen.push(event));
    bus.emit({ type: 'toast', kind: 'info', messageKey: 'state.loading' });
    bus.emit({ type: 'navigate', to: '/m/home' });
    bus.emit({ type: 'hide-toast' });
    subscription.unsubscribe();
    expect(seen).toEqual([
      { type: 'toast', kind: 'info', messageKey: 'state.loading' },
      { type: 'hide-toast' },
    ]);
  });
});
