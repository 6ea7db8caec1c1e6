import { HashingBusyError, HashSlots } from './hash-slots';

/** Work the test finishes by hand, so nothing depends on time. */
function deferred() {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { done, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('HashSlots', () => {
  it('runs at most `size` at once and the rest in order as slots free up', async () => {
    const slots = new HashSlots(2, 10);
    const works = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = works.map((work, i) =>
      slots.run(async () => {
        started.push(i);
        await work.done;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    works[1]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    works[0]?.finish();
    works[2]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    works[3]?.finish();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
  });

  it('refuses a new hash when the queue is full, and frees its slot when work fails', async () => {
    const slots = new HashSlots(1, 1);
    const first = deferred();
    const running = slots.run(() => first.done);
    const queued = slots.run(async () => 'queued');
    await expect(slots.run(async () => 'third')).rejects.toBeInstanceOf(HashingBusyError);
    first.finish();
    await running;
    await expect(queued).resolves.toBe('queued');
    await expect(slots.run(() => Promise.reject(new Error('scrypt failed')))).rejects.toThrow(
      'scrypt failed',
    );
    await expect(slots.run(async () => 'after')).resolves.toBe('after');
  });

  it('drops a waiting hash whose request was abandoned, and says when the queue is full', async () => {
    const slots = new HashSlots(1, 2);
    const first = deferred();
    const running = slots.run(() => first.done);
    const gone = new AbortController();
    let ranAbandoned = false;
    const abandoned = slots.run(async () => {
      ranAbandoned = true;
    }, gone.signal);
    const kept = slots.run(async () => 'kept');
    expect(slots.full).toBe(true);
    gone.abort();
    await expect(abandoned).rejects.toBeInstanceOf(HashingBusyError);
    expect(slots.full).toBe(false);
    await expect(slots.run(async () => 'x', gone.signal)).rejects.toBeInstanceOf(HashingBusyError);
    first.finish();
    await running;
    await expect(kept).resolves.toBe('kept');
    expect(ranAbandoned).toBe(false);
  });
});
