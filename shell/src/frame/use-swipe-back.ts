import { type TouchEvent, useRef } from 'react';
import { isBackSwipe, type TouchPoint } from './back-swipe';

/**
 * Touch handlers that call `onBack` once for a back swipe; areas marked data-no-swipe-back opt out.
 * A touch the browser takes over (touchcancel, e.g. its own edge gesture) is not a swipe of the page.
 */
export function useSwipeBack(onBack: () => void, enabled: boolean) {
  const start = useRef<TouchPoint | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    const optedOut = event.target instanceof Element && event.target.closest('[data-no-swipe-back]');
    start.current =
      enabled && touch && event.touches.length === 1 && !optedOut
        ? { x: touch.clientX, y: touch.clientY }
        : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = start.current;
    const touch = event.changedTouches[0];
    start.current = null;
    if (from && touch && isBackSwipe(from, { x: touch.clientX, y: touch.clientY }, window.innerWidth))
      onBack();
  };
  const onTouchCancel = () => {
    start.current = null;
  };
  return { onTouchStart, onTouchEnd, onTouchCancel };
}
