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
