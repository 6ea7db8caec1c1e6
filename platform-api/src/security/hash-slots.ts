import os from 'node:os';

/** Thrown when too many password hashes already wait: the caller answers 503 with Retry-After. */
export class HashingBusyError extends Error {
  readonly code = 'HASHING_BUSY';
  constructor() {
    super('too many password hashes waiting');
  }
}

/**
 * At most `size` password hashes run at once, the others wait in order, and past `maxWaiting` a new one
 * is refused. Node's scrypt runs on the libuv thread pool (4 threads), so a login storm could otherwise
 * take every core from the event loop (and 128 MiB of memory per production-cost hash): with one core
 * left free, every other request is still answered while logins queue.
 */
export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size = Math.max(1, os.availableParallelism() - 1),
    readonly maxWaiting = 64 * size,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) {
      if (this.waiting.length >= this.maxWaiting) throw new HashingBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next in line; only when nobody waits is it given back.
      if (next) next();
      else this.running -= 1;
    }
  }
}
