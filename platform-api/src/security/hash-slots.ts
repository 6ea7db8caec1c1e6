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

  /** Hashes running now and hashes waiting for a slot (the server metrics' queue length). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** No room left in the queue: a new hash would be refused. */
  get full(): boolean {
    return this.running >= this.size && this.waiting.length >= this.maxWaiting;
  }

  /**
   * `signal`: the request's; when it aborts (the client went away) while the hash still waits, the hash
   * leaves the queue unrun (HashingBusyError), so a storm of abandoned logins does not keep the queue full.
   */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) throw new HashingBusyError();
    if (this.running >= this.size) {
      if (this.waiting.length >= this.maxWaiting) throw new HashingBusyError();
      await new Promise<void>((resolve, reject) => {
        const turn = () => {
          signal?.removeEventListener('abort', leave);
          resolve();
        };
        const leave = () => {
          const at = this.waiting.indexOf(turn);
          if (at >= 0) this.waiting.splice(at, 1);
          reject(new HashingBusyError());
        };
        signal?.addEventListener('abort', leave, { once: true });
        this.waiting.push(turn);
      });
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
