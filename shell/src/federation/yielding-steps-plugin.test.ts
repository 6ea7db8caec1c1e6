import yieldingStepsPlugin from './yielding-steps-plugin';

/** Whether `step` is still pending once every microtask queued now has run (so it resumes in a later task). */
async function waitsForATask(hookResult: unknown): Promise<boolean> {
  const step = Promise.resolve(hookResult);
  let done = false;
  void step.then(() => {
    done = true;
  });
  for (let i = 0; i < 20; i++) await Promise.resolve();
  const pendingAfterMicrotasks = !done;
  await step;
  return pendingAfterMicrotasks;
}

describe('yieldingStepsPlugin', () => {
  const plugin = yieldingStepsPlugin();
  // The runtime's hook arguments; the plugin reads none of them.
  const args = { id: 'games/HotGamesWidget' } as never;

  it('starts setting up a remote container in a task of its own, with its options unchanged', async () => {
    const step = plugin.beforeInitContainer?.(args);
    expect(await waitsForATask(step)).toBe(true);
    await expect(step).resolves.toBe(args);
  });

  it('asks for an exposed module, and runs its code, each in a task of its own', async () => {
    expect(await waitsForATask(plugin.beforeGetExpose?.(args))).toBe(true);
    expect(await waitsForATask(plugin.beforeExecuteFactory?.(args))).toBe(true);
  });
});
