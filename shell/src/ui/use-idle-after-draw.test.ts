import { act, cleanup, renderHook } from '@testing-library/react';
import { IDLE_FALLBACK_MS, useIdleAfterDraw } from './use-idle-after-draw';

describe('useIdleAfterDraw', () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  it('is false on the first render and true after the first idle period', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = jest.fn();
    const { result } = renderHook(() => useIdleAfterDraw());
    expect(result.current).toBe(false);
    act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(result.current).toBe(true);
  });

  it('waits a short time where the browser has no idle callback', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useIdleAfterDraw());
    act(() => jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('gives up its idle request when the page goes before it', () => {
    window.requestIdleCallback = jest.fn(() => 7);
    const cancel = jest.fn();
    window.cancelIdleCallback = cancel;
    const { unmount } = renderHook(() => useIdleAfterDraw());
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});
