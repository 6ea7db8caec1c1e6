import { type ApiClient, type BusEvent, STORAGE_KEYS } from '@mobile/shared-contracts';
import { createApiError } from '../api/api-error';
import { memoryStorage, sessionOf } from '../test/render-with-shell';
import { createBus } from './create-bus';
import { writeSession } from './session-storage';
import { cancelSignOut, finishSignOut, startSignOutFlow } from './sign-out-flow';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** An API whose logout call answers only when the test says so. */
function heldLogout() {
  const calls: string[] = [];
  let answer: (outcome: { ok: true } | { error: unknown }) => void = () => undefined;
  const api: ApiClient = {
    call: ((key: string) => {
      calls.push(key);
      return new Promise((resolve, reject) => {
        answer = (outcome) => ('ok' in outcome ? resolve(null) : reject(outcome.error));
      });
    }) as ApiClient['call'],
  };
  return { api, calls, answer: (outcome: { ok: true } | { error: unknown }) => answer(outcome) };
}

function setUp() {
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.rememberedLogin, JSON.stringify({ username: 'player01', autoLogin: 1 }));
  const bus = createBus({ session: sessionOf(1), language: 'EN' });
  // Storage follows the session as the session controller makes it do.
  bus.session$.subscribe((session) => writeSession(storage, session));
  const server = heldLogout();
  const events: BusEvent[] = [];
  bus.events$.subscribe((event) => events.push(event));
  const stop = startSignOutFlow(bus, server.api, storage);
  return { storage, bus, server, events, stop };
}

describe('startSignOutFlow', () => {
  it("asks first on 'sign-out' and does nothing when the player cancels", () => {
    const { bus, server } = setUp();
    bus.emit({ type: 'sign-out' });
    expect(bus.signOut$.getValue()).toBe('confirm');
    cancelSignOut(bus);
    expect(bus.signOut$.getValue()).toBe('idle');
    expect(server.calls).toEqual([]);
    expect(bus.session$.getValue()).not.toBeNull();
  });

  it('after the confirm: loading, the logout call with the session still stored, then cleared, then home', async () => {
    const { storage, bus, server, events } = setUp();
    bus.emit({ type: 'sign-out' });
    bus.emit({ type: 'logout' });

    expect(server.calls).toEqual(['logout']);
    expect(bus.signOut$.getValue()).toBe('leaving');
    expect(events).toContainEqual(expect.objectContaining({ type: 'toast', kind: 'loading' }));
    // The call is pending: the token is still there for it, and nobody has been sent home.
    expect(bus.session$.getValue()).not.toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).not.toBeNull();
    expect(events.some((e) => e.type === 'navigate')).toBe(false);

    server.answer({ ok: true });
    await flush();
    expect(bus.session$.getValue()).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.rememberedLogin) ?? '{}')).toEqual({
      username: 'player01',
      autoLogin: 0,
    });
    const types = events.map((e) => e.type);
    expect(types.slice(types.indexOf('logout'))).toEqual(['logout', 'toast', 'navigate', 'hide-toast']);
    expect(events).toContainEqual({ type: 'navigate', to: '/m/home', replace: true });
    // Until home is drawn, a login-guarded page left behind goes home rather than to login.
    expect(bus.signOut$.getValue()).toBe('signed-out');
    finishSignOut(bus);
    expect(bus.signOut$.getValue()).toBe('idle');
  });

  it('loading toast 9999 s on logout: the indicator stays until the call has answered', () => {
    const { bus, events } = setUp();
    bus.emit({ type: 'logout' });
    expect(events).toContainEqual({
      type: 'toast',
      kind: 'loading',
      messageKey: 'state.loading',
      durationMs: 9_999_000,
    });
  });

  it('signs out on this device when the call fails, and says the server did not confirm it', async () => {
    const { bus, server, events } = setUp();
    bus.emit({ type: 'logout' });
    server.answer({ error: createApiError('NETWORK', 0) });
    await flush();
    expect(bus.session$.getValue()).toBeNull();
    expect(events).toContainEqual({ type: 'navigate', to: '/m/home', replace: true });
    expect(events.at(-1)).toEqual({ type: 'toast', kind: 'error', messageKey: 'drawer.signOutUnconfirmed' });
  });

  it('counts a 401 as signed out on the server too (the session there had already ended)', async () => {
    const { bus, server, events } = setUp();
    bus.emit({ type: 'logout' });
    server.answer({ error: createApiError('SESSION_EXPIRED', 401) });
    await flush();
    expect(bus.session$.getValue()).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'hide-toast' });
  });

  it('sends one call however often it is asked while leaving, and none without a session', async () => {
    const { bus, server } = setUp();
    bus.emit({ type: 'logout' });
    bus.emit({ type: 'sign-out' });
    bus.emit({ type: 'logout' });
    expect(server.calls).toEqual(['logout']);
    expect(bus.signOut$.getValue()).toBe('leaving');
    server.answer({ ok: true });
    await flush();
    bus.emit({ type: 'sign-out' });
    bus.emit({ type: 'logout' });
    expect(bus.signOut$.getValue()).toBe('signed-out');
    expect(server.calls).toEqual(['logout']);
  });

  it('stops answering once stopped', () => {
    const { bus, server, stop } = setUp();
    stop();
    bus.emit({ type: 'logout' });
    expect(server.calls).toEqual([]);
  });
});
