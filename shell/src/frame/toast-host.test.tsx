import '../test/browser-stubs';
import { type BusEvent, FREE_REJECT_TOAST } from '@mobile/shared-contracts';
import { act, screen } from '@testing-library/react';
import { renderWithShell } from '../test/render-with-shell';
import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const show = (event: BusEvent) => {
    const { services } = renderWithShell(<ToastHost />);
    act(() => services.bus.emit(event));
    return services;
  };
  const after = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it.each([
    ['info', 1_500],
    ['success', 1_000],
    ['loading', 10_000],
  ] as const)('shows a %s toast politely for %i ms', (kind, ms) => {
    show({ type: 'toast', kind, messageKey: 'state.loading' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    after(ms - 1);
    expect(status).toHaveTextContent('Loading…');
    after(1);
    expect(status).toBeEmptyDOMElement();
  });

  it('announces errors as alerts, for the duration the sender asks', () => {
    show(FREE_REJECT_TOAST);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please log in with a real account to use this function.',
    );
    after(1_999);
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
    after(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it("hides on 'hide-toast' and a new toast replaces the old one", () => {
    const services = show({ type: 'toast', kind: 'loading', messageKey: 'state.loading' });
    act(() => services.bus.emit({ type: 'toast', kind: 'success', messageKey: 'action.confirm' }));
    expect(screen.getByRole('status')).toHaveTextContent('Confirm');
    expect(screen.getByRole('status')).not.toHaveTextContent('Loading…');
    act(() => services.bus.emit({ type: 'hide-toast' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('long toast: the network message stays 8 s', () => {
    show({ type: 'toast', kind: 'error', messageKey: 'error.network' });
    after(7_999);
    expect(screen.getByRole('alert')).toHaveTextContent('Network slow or offline');
    after(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('short toast: unknown error stays 3 s', () => {
    show({ type: 'toast', kind: 'error', messageKey: 'error.unknown' });
    after(2_999);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error.');
    after(1);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
