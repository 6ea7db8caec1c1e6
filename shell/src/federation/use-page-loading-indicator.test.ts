import { act, renderHook } from '@testing-library/react';
import { usePageLoadingIndicator } from './use-page-loading-indicator';

describe('usePageLoadingIndicator (SPEC 9 page loading indicator 3 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('page loading indicator 3 s: shown while loading, gone after 3 s', () => {
    const { result } = renderHook(() => usePageLoadingIndicator(true));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(2_999));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('gone as soon as the page has loaded, and shown again for the next load', () => {
    const { result, rerender } = renderHook(({ loading }) => usePageLoadingIndicator(loading), {
      initialProps: { loading: true },
    });
    rerender({ loading: false });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(true);
  });
});
