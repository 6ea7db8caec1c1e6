import { coveredByModal } from '@mobile/react-kit';
import { TIMERS } from '@mobile/shared-contracts';
import { type RefObject, useEffect } from 'react';
import { nextScrollTop } from '../scroll-rule';

/**
 * Scrolls `list` one row every 2.5 s while `enabled`, back to the top after the last row. A finger or
 * focus on the board pauses it, so a player can read or tap an entry; under the drawer or a dialog the step
 * is skipped (decision 0761).
 */
export function useAutoScroll(list: RefObject<HTMLElement | null>, rowHeight: number, enabled: boolean) {
  useEffect(() => {
    const element = list.current;
    if (!enabled || !element) return;
    let paused = false;
    const pause = () => {
      paused = true;
    };
    const resume = () => {
      paused = false;
    };
    const events: [string, () => void][] = [
      ['pointerenter', pause],
      ['pointerdown', pause],
      ['pointerleave', resume],
      ['pointerup', resume],
      ['focusin', pause],
      ['focusout', resume],
    ];
    for (const [name, handler] of events) element.addEventListener(name, handler);
    const timer = setInterval(() => {
      if (paused || coveredByModal()) return;
      const max = element.scrollHeight - element.clientHeight;
      element.scrollTo({ top: nextScrollTop(element.scrollTop, rowHeight, max), behavior: 'smooth' });
    }, TIMERS.swipe);
    return () => {
      clearInterval(timer);
      for (const [name, handler] of events) element.removeEventListener(name, handler);
    };
  }, [list, rowHeight, enabled]);
}
