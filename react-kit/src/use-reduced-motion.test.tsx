import { act, renderHook } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion';

type Listener = () => void;

/** A stand-in for the browser's media query list, whose answer the test can flip. */
function fakeMatchMedia(initially: boolean) {
  const listeners = new Set<Listener>();
  const list = {
    matches: initially,
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return list;
  }) as unknown as typeof window.matchMedia;
  return {
    listeners,
    set(value: boolean) {
      list.matches = value;
      for (const listener of listeners) listener();
    },
  };
}

describe('useReducedMotion', () => {
  afterEach(() => {
    // jsdom has no matchMedia of its own.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('is false where the browser cannot tell', () => {
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
  });

  it("follows the player's setting live and stops listening on unmount", () => {
    const media = fakeMatchMedia(true);
    const { result, unmount } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
