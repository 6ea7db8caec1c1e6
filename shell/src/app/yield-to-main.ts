interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap in between:
 * each step of the start is then a task of its own instead of one long task (Total Blocking Time).
 * `scheduler.yield()` where the browser has it (resumes ahead of other queued work), else a message
 * (a MessageChannel task runs before a `setTimeout(0)`, which browsers clamp to 4 ms once nested), else a
 * timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** At most this long for a frame: a hidden page draws none, and what waits for one must still run. */
export const PAINT_WAIT_MS = 100;

/**
 * Resumes once the browser has drawn the next frame (an animation frame, then a task after it), or after
 * PAINT_WAIT_MS when no frame comes. What a tap changed is then on screen before the next long task: the
 * tap's input-to-next-paint (INP) ends there.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(finish, PAINT_WAIT_MS);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => {
        yieldToMain().then(finish, finish);
      });
  });
}
