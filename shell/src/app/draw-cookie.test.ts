import type { ApiClient, SessionInfo } from '@mobile/shared-contracts';
import { createBus } from '../session/create-bus';
import { startDrawCookie } from './draw-cookie';

const member = (id: number): SessionInfo => ({
  token: `token-${id}`,
  merchantCode: 'demo',
  id,
  userName: `p${id}`,
  type: 1,
  firstTimeLogin: null,
});

function setUp(session: SessionInfo | null, answer: () => Promise<null> = () => Promise.resolve(null)) {
  const bus = createBus({ session, language: 'EN' });
  const call = jest.fn(answer);
  const api = { call } as unknown as ApiClient;
  const deferred: Array<() => void> = [];
  startDrawCookie(bus, api, window.sessionStorage, (task) => deferred.push(task));
  return { bus, call, deferred };
}

describe('the draw cookie', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is asked for at once after a sign-in, and not again while that member stays signed in', async () => {
    const { bus, call } = setUp(null);
    expect(call).not.toHaveBeenCalled();
    bus.session$.next(member(7));
    expect(call).toHaveBeenCalledWith('drawCookie', {});
    bus.session$.next({ ...member(7), userName: 'renamed' });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a sign-out and the next sign-in, another member or the same', () => {
    const { bus, call } = setUp(null);
    bus.session$.next(member(7));
    bus.session$.next(null);
    bus.session$.next(member(8));
    bus.session$.next(null);
    bus.session$.next(member(7));
    expect(call).toHaveBeenCalledTimes(3);
  });

  it("for a restored session, once per tab after the start's own work, unless signed out meanwhile", () => {
    const restored = setUp(member(7));
    expect(restored.call).not.toHaveBeenCalled();
    restored.deferred.forEach((task) => {
      task();
    });
    expect(restored.call).toHaveBeenCalledTimes(1);
    // The next load in this tab has asked already.
    const reloaded = setUp(member(7));
    reloaded.deferred.forEach((task) => {
      task();
    });
    expect(reloaded.deferred).toHaveLength(0);
    expect(reloaded.call).not.toHaveBeenCalled();

    window.sessionStorage.clear();
    const signedOut = setUp(member(7));
    signedOut.bus.session$.next(null);
    signedOut.deferred.forEach((task) => {
      task();
    });
    expect(signedOut.call).not.toHaveBeenCalled();
  });

  it('asks again on the next change when the ask failed', async () => {
    const { bus, call } = setUp(null, () => Promise.reject(new Error('offline')));
    bus.session$.next(member(7));
    await Promise.resolve();
    await Promise.resolve();
    bus.session$.next({ ...member(7), userName: 'again' });
    expect(call).toHaveBeenCalledTimes(2);
  });
});
