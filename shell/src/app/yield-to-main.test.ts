import { afterNextPaint, PAINT_WAIT_MS, yieldToMain } from './yield-to-main';

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

describe('afterNextPaint', () => {
  it('resumes in a task after the next animation frame', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      let resumed = false;
      const painted = afterNextPaint().then(() => {
        resumed = true;
      });
      await new Promise((settle) => setTimeout(settle, 0));
      expect(resumed).toBe(false);
      frames.shift()?.(0);
      await painted;
      expect(resumed).toBe(true);
    } finally {
      raf.mockRestore();
    }
  });

  it('resumes after PAINT_WAIT_MS when no frame comes (a hidden page)', async () => {
    jest.useFakeTimers();
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
    try {
      let resumed = false;
      const painted = afterNextPaint().then(() => {
        resumed = true;
      });
      await jest.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
      expect(resumed).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await painted;
      expect(resumed).toBe(true);
    } finally {
      raf.mockRestore();
      jest.useRealTimers();
    }
  });
});
