import { TIMERS } from '@mobile/shared-contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * SPEC 2 task frame: loading first, the link is set after TIMERS.taskFrameBeforeLoad, and the frame
 * is shown TIMERS.taskFrameAfterLoad after its load event.
 */
export function useTaskFrameTiming() {
  const [started, setStarted] = useState(false);
  const [shown, setShown] = useState(false);
  const reveal = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const start = setTimeout(() => setStarted(true), TIMERS.taskFrameBeforeLoad);
    return () => {
      clearTimeout(start);
      if (reveal.current) clearTimeout(reveal.current);
    };
  }, []);

  const onLoad = useCallback(() => {
    if (reveal.current) clearTimeout(reveal.current);
    reveal.current = setTimeout(() => setShown(true), TIMERS.taskFrameAfterLoad);
  }, []);

  return { started, shown, onLoad };
}
