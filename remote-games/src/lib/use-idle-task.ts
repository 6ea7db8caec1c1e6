import { useEffect, useRef } from 'react';

/** Waits for an idle period of the main thread (or 4 s at most); without requestIdleCallback, 200 ms. */
function whenIdle(task: () => void): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 4_000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 200);
  return () => window.clearTimeout(timer);
}

/**
 * Runs `task` once in an idle period after `ready` turns true (e.g. prefetching the page a link opens once
 * the link is on screen); nothing runs if the component is gone first. The latest `task` is the one run.
 */
export function useIdleTask(ready: boolean, task: () => void): void {
  const latest = useRef(task);
  latest.current = task;
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    return whenIdle(() => {
      done.current = true;
      latest.current();
    });
  }, [ready]);
}
