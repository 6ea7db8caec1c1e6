import { act, renderHook } from '@testing-library/react';
import { useScrolled } from './use-scrolled';

describe('useScrolled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.scrollY = 0;
  });

  it('reads a page already scrolled (a restored position) once the first frame has painted', () => {
    window.scrollY = 300;
    const { result } = renderHook(() => useScrolled(40));
    expect(result.current).toBe(false);
    act(() => jest.runAllTimers());
    expect(result.current).toBe(true);
  });

  it('follows a scroll at once, without waiting for the first reading', () => {
    const { result } = renderHook(() => useScrolled(40));
    act(() => {
      window.scrollY = 120;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });
});
