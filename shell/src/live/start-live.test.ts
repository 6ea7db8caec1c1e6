import type { BusEvent, LiveEvent } from '@mobile/shared-contracts';
import { createBus } from '../session/create-bus';
import { fakeApi, sessionOf } from '../test/render-with-shell';
import type { LiveConnectionOptions } from './live-connection';
import { startLive } from './start-live';

const opened: LiveConnectionOptions[] = [];
const stopped: number[] = [];
jest.mock('./live-connection', () => ({
  connectLive: (options: LiveConnectionOptions) => {
    opened.push(options);
    const index = opened.length - 1;
    return () => stopped.push(index);
  },
}));

const STATUS = { info: 'Back soon', location: { ip: '1.2.3.4', country: null }, regionRestriction: false };

function setUp(maintenance = false) {
  opened.length = 0;
  stopped.length = 0;
  const bus = createBus({ session: sessionOf(0), language: 'EN' });
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const gates: number[] = [];
  let newVersion = 0;
  const live = startLive(bus, fakeApi({ status: { ...STATUS, maintenance } }), {
    merchantCode: 'demo',
    onGate: (gate) => gates.push(gate),
    onNewVersion: () => newVersion++,
  });
  const send = (event: LiveEvent) => opened.at(-1)?.onEvent(event);
  return { bus, events, gates, live, send, newVersion: () => newVersion };
}

describe('startLive', () => {
  it('opens one stream with the session header, and a new one when the session changes', () => {
    const { bus, live } = setUp();
    expect(opened).toHaveLength(1);
    expect(opened[0]?.headers()).toEqual({
      'X-Merchant-Code': 'demo',
      Authorization: 'Bearer test-token-0123456789',
    });
    bus.session$.next(null);
    expect(stopped).toEqual([0]);
    expect(opened[1]?.headers()).toEqual({ 'X-Merchant-Code': 'demo' });
    live.stop();
  });

  it('feeds the bus: balance into wallet$, counts and chat as refresh-unread, logout through sign-out', () => {
    const { bus, events, send, live } = setUp();
    send({ type: 'balance', wallet: { currencySymbol: '₱', sumBalance: 42.5 } });
    expect(bus.wallet$.getValue()).toEqual({ currencySymbol: '₱', sumBalance: 42.5 });
    send({ type: 'chat' });
    send({ type: 'unread' });
    send({ type: 'logout', reason: 'password-changed' });
    // As after a 401: the session goes, the player is told and sent to login with the way back.
    expect(events).toEqual([
      { type: 'refresh-unread' },
      { type: 'refresh-unread' },
      { type: 'toast', kind: 'error', messageKey: 'error.sessionExpired' },
      { type: 'open-login', returnTo: '/' },
    ]);
    expect(bus.session$.getValue()).toBeNull();
    live.stop();
  });

  it("the player's own sign-out is not told again as an ended session", () => {
    const { bus, events, send, live } = setUp();
    bus.emit({ type: 'logout' });
    send({ type: 'logout', reason: 'session-ended' });
    expect(events).toEqual([{ type: 'logout' }]);
    live.stop();
  });

  it('a refused token ends the session; health follows the stream', () => {
    const { events, live } = setUp();
    opened[0]?.onHealth(true);
    expect(live.healthy$.getValue()).toBe(true);
    opened[0]?.onRefused();
    expect(events).toEqual([
      { type: 'toast', kind: 'error', messageKey: 'error.sessionExpired' },
      { type: 'open-login', returnTo: '/' },
    ]);
    live.stop();
  });

  it('a status switch reads the status and shows the gate; a manifest change offers a reload', async () => {
    const { bus, gates, send, newVersion, live } = setUp(true);
    send({ type: 'status' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(bus.systemStatus$.getValue()).toBe(1);
    expect(gates).toEqual([1]);
    send({ type: 'manifest' });
    expect(newVersion()).toBe(1);
    live.stop();
  });
});
