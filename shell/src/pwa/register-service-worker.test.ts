import { registerServiceWorker, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './register-service-worker';

function fakeWindow(options: { secure: boolean; withWorkers: boolean }) {
  const register = jest.fn(() => Promise.resolve({}));
  const listeners: Record<string, () => void> = {};
  let timer: (() => void) | null = null;
  const win = {
    isSecureContext: options.secure,
    navigator: options.withWorkers ? { serviceWorker: { register } } : {},
    requestIdleCallback: (fn: () => void) => fn(),
    setTimeout: (fn: () => void) => {
      timer = fn;
      return 1;
    },
    clearTimeout: () => {
      timer = null;
    },
    addEventListener: (name: string, fn: () => void) => {
      listeners[name] = fn;
    },
    removeEventListener: (name: string) => {
      delete listeners[name];
    },
  } as unknown as Window;
  return { win, register, listeners, settle: () => timer?.() };
}

describe('registerServiceWorker', () => {
  it('registers /m/sw.js for /m/ once the start has settled', () => {
    const { win, register, settle } = fakeWindow({ secure: true, withWorkers: true });
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    settle();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    expect(register).toHaveBeenCalledTimes(1);
  });

  it("registers at the player's first touch if that comes sooner", () => {
    const { win, register, listeners, settle } = fakeWindow({ secure: true, withWorkers: true });
    registerServiceWorker(win);
    listeners.pointerdown?.();
    expect(register).toHaveBeenCalledTimes(1);
    settle();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service workers or outside a secure context', () => {
    for (const options of [
      { secure: false, withWorkers: true },
      { secure: true, withWorkers: false },
    ]) {
      const { win, register, listeners, settle } = fakeWindow(options);
      registerServiceWorker(win);
      listeners.pointerdown?.();
      settle();
      expect(register).not.toHaveBeenCalled();
    }
  });
});
