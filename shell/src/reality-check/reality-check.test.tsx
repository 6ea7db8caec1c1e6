import '../test/browser-stubs';
import { act, screen, within } from '@testing-library/react';
import { renderWithShell, sessionOf } from '../test/render-with-shell';
import { RealityCheck } from './reality-check';

const START = Date.parse('2026-03-31T23:40:00Z');
const MIN = 60_000;

function renderCheck(
  over: { netResultCents?: number; sessionLimitMinutes?: number | null; minutes?: 15 | 30 | 60 } = {},
) {
  let net = over.netResultCents ?? -12_345;
  const view = renderWithShell(<RealityCheck />, {
    session: sessionOf(0),
    entries: ['/m/home', '/m/gameFrame?gameType=RNG'],
    responses: {
      playSession: () => ({
        startedAt: new Date(START).toISOString(),
        netResultCents: net,
        realityCheckMinutes: over.minutes ?? 30,
        sessionLimitMinutes: over.sessionLimitMinutes ?? null,
      }),
    },
  });
  return { ...view, setNet: (cents: number) => (net = cents) };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('RealityCheck', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.useFakeTimers({ now: START + 5 * MIN });
  });
  afterEach(() => jest.useRealTimers());

  it('appears after N minutes of the session with time played and fresh net result; keep playing waits N more', async () => {
    const { setNet } = renderCheck();
    await advance(24 * MIN);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    setNet(2_500);
    await advance(1 * MIN);
    const dialog = await screen.findByRole('alertdialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have played for 30 minutes this session.');
    expect(dialog).toHaveTextContent('Net result this session: +25.00');
    expect(within(dialog).getByRole('link', { name: 'See my account record' })).toBeInTheDocument();
    await act(async () => within(dialog).getByRole('button', { name: 'Keep playing' }).click());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(29 * MIN);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1 * MIN);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('60 minutes');
  });

  it('stop closes the frame and goes home', async () => {
    renderCheck({ minutes: 15 });
    await advance(10 * MIN);
    const dialog = await screen.findByRole('alertdialog');
    await act(async () => within(dialog).getByRole('button', { name: 'Stop' }).click());
    expect(screen.getByTestId('location')).toHaveTextContent('/m/home');
  });

  it('logs the member out at the session-time limit', async () => {
    const { services } = renderCheck({ sessionLimitMinutes: 20 });
    const emit = jest.spyOn(services.bus, 'emit');
    await advance(15 * MIN);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('You have reached your session-time limit');
    expect(within(dialog).queryByRole('button', { name: 'Keep playing' })).not.toBeInTheDocument();
    await act(async () => within(dialog).getByRole('button', { name: 'Log out' }).click());
    expect(emit).toHaveBeenCalledWith({ type: 'logout' });
  });

  it('draws nothing for guests', async () => {
    renderWithShell(<RealityCheck />, { session: null });
    await advance(120 * MIN);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
