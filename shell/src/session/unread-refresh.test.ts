import { startUnreadRefresh } from './unread-refresh';

function fakeDocument(state: DocumentVisibilityState) {
  const listeners: (() => void)[] = [];
  return {
    visibilityState: state,
    addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.splice(listeners.indexOf(fn), 1),
    fire() {
      for (const fn of listeners) fn();
    },
    listeners,
  };
}

describe('startUnreadRefresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('refreshes when the page becomes visible and every interval while visible', () => {
    const doc = fakeDocument('hidden');
    const emit = jest.fn();
    const stop = startUnreadRefresh(emit, doc as unknown as Document, 1000);
    doc.fire();
    jest.advanceTimersByTime(1000);
    expect(emit).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.fire();
    expect(emit).toHaveBeenCalledWith({ type: 'refresh-unread' });
    jest.advanceTimersByTime(2000);
    expect(emit).toHaveBeenCalledTimes(3);
    stop();
    jest.advanceTimersByTime(5000);
    expect(emit).toHaveBeenCalledTimes(3);
    expect(doc.listeners).toHaveLength(0);
  });

  it('asks nothing on the timer while the live stream is healthy, and again once it is not', () => {
    const doc = fakeDocument('visible');
    const emit = jest.fn();
    let live = true;
    const stop = startUnreadRefresh(emit, doc as unknown as Document, 1000, () => live);
    jest.advanceTimersByTime(5000);
    expect(emit).not.toHaveBeenCalled();
    live = false;
    jest.advanceTimersByTime(1000);
    expect(emit).toHaveBeenCalledTimes(1);
    stop();
  });
});
