import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldTask };
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledTimes(1);
  });

  it('resumes after the current task (a message) where there is none', async () => {
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve().then(() => order.push('same task'));
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });
});
