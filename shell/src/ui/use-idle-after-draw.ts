import { startTransition, useEffect, useState } from 'react';

/** Without an idle callback (Safari, jsdom) the page counts as settled this long after its first draw. */
export const IDLE_FALLBACK_MS = 500;
/** The longest a busy page makes below-the-fold parts wait. */
export const IDLE_TIMEOUT_MS = 3_000;

/**
 * False on the first render, true from the first idle period after it: parts below the fold or without
 * a part in the first paint (footer, carousel motion, prompts) load then, off the start's critical path.
 */
export function useIdleAfterDraw(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what the idle period mounts (footer, news, prompts, the carousel's motion) renders in
    // slices of a few milliseconds instead of one task (decision 0512).
    const done = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(done, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
