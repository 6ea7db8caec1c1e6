import { useReducedMotion } from '@mobile/react-kit';
import { useEffect, useRef, useState } from 'react';

/** How long an amount takes to roll from its old value to its new one. */
export const COUNT_UP_MS = 800;

/**
 * The amount to show: it rolls up (ease-out, one state change per animation frame) from what was shown to
 * `target` when the target changes, and jumps straight there for a player who asked for reduced motion,
 * on the first render and when the pool went down (a win reset it).
 */
export function useCountUp(target: number): number {
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    from.current = target;
    if (reducedMotion || target <= start || typeof requestAnimationFrame !== 'function') {
      setShown(target);
      return;
    }
    let frame = 0;
    let began: number | null = null;
    const step = (now: number) => {
      began ??= now;
      const progress = Math.min(1, (now - began) / COUNT_UP_MS);
      const eased = 1 - (1 - progress) ** 3;
      setShown(progress === 1 ? target : Math.round((start + (target - start) * eased) * 100) / 100);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, reducedMotion]);
  return shown;
}
