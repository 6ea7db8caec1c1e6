import { registerServiceWorker, SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './register-service-worker';

function fakeWindow(options: { secure: boolean; withWorkers: boolean; readyState: DocumentReadyState }) {
  const register = jest.fn(() => Promise.resolve({}));
  const listeners: Record<string, () => void> = {};
  const win = {
    isSecureContext: options.secure,
    navigator: options.withWorkers ? { serviceWorker: { register } } : {},
    document: { readyState: options.readyState },
    requestIdleCallback: (fn: () => void) => fn(),
    setTimeout: (fn: () => void) => fn(),
    addEventListener: (name: string, fn: () => void) => {
      listeners[name] = fn;
    },
  } as unknown as Window;
  return { win, register, listeners };
}

describe('registerServiceWorker', () => {
  it('registers /m/sw.js for /m/ once the page has loaded', () => {
    const { win, register, listeners } = fakeWindow({
      secure: true,
      withWorkers: true,
      readyState: 'loading',
    });
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    listeners.load?.();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  });

  it('registers at once (when idle) on a page that has already loaded', () => {
    const { win, register } = fakeWindow({ secure: true, withWorkers: true, readyState: 'complete' });
    registerServiceWorker(win);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service workers or outside a secure context', () => {
    for (const options of [
      { secure: false, withWorkers: true },
      { secure: true, withWorkers: false },
    ]) {
      const { win, register, listeners } = fakeWindow({ ...options, readyState: 'complete' });
      registerServiceWorker(win);
      listeners.load?.();
      expect(register).not.toHaveBeenCalled();
    }
  });
});
