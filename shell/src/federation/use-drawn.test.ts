import { act, renderHook } from '@testing-library/react';
import { EMPTY_PARCEL_MS, useDrawn } from './use-drawn';
import type { ParcelState } from './use-parcel';

function hostWithHeight(height: number) {
  const element = document.createElement('div');
  Object.defineProperty(element, 'offsetHeight', { configurable: true, get: () => height });
  return { current: element };
}

describe('useDrawn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is false while loading and true once the mounted parcel has height', () => {
    const host = hostWithHeight(352);
    const { result, rerender } = renderHook(({ state }) => useDrawn(host, state), {
      initialProps: { state: 'loading' as ParcelState },
    });
    expect(result.current).toBe(false);
    rerender({ state: 'mounted' });
    expect(result.current).toBe(true);
  });

  it('keeps the reservation while a mounted parcel has not drawn, then gives up for an empty widget', () => {
    const host = hostWithHeight(0);
    const { result } = renderHook(() => useDrawn(host, 'mounted'));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(EMPTY_PARCEL_MS - 1));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('never counts a failed parcel as drawn', () => {
    const { result } = renderHook(() => useDrawn(hostWithHeight(100), 'error'));
    expect(result.current).toBe(false);
  });
});
