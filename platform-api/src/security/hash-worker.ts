import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code, plain JavaScript (evaluated, so it runs the same under tsx, jest and a build). It
 * lowers its own thread's priority (Linux priorities are per thread), then derives keys with the
 * synchronous scrypt on that thread.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(19); } catch {}
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message) });
  }
});
`;

interface Pending {
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id: number;
  key?: Uint8Array;
  error?: string;
}

/**
 * Password hashing on a worker thread of the lowest priority. Node's async scrypt runs on the libuv
 * thread pool at the event loop's own priority, so during a login storm on a machine of few cores the
 * hashing thread took the CPU from the event loop and every other request waited (event-loop delay p99
 * over 50 ms). Here the scheduler prefers the event loop whenever it has work; hashing gets the rest.
 * Calls are queued by the caller (`HashSlots`); the worker does one at a time.
 */
export class HashWorker {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  /** Calls sent and not answered yet. */
  get load(): number {
    return this.pending.size;
  }

  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    const worker = this.started();
    const id = this.nextId++;
    // Referenced while it works, so a script awaiting a hash is not ended under it; idle, it holds nothing.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, password, salt, keyLength, options });
    });
  }

  /** Ends the thread (a call still running is refused); the next call starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.worker = null;
    this.refuseAll(new Error('hash worker closed'));
    await worker.terminate();
  }

  private refuseAll(error: Error) {
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }

  private settled(worker: Worker) {
    if (this.pending.size === 0) worker.unref();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    // Never what keeps the process alive: an idle worker must not hold up shutdown or a test run.
    worker.unref();
    worker.on('message', ({ id, key, error }: Reply) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      this.settled(worker);
      if (!call) return;
      if (key) call.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
      else call.reject(new Error(error ?? 'scrypt failed'));
    });
    // A thread that ends by itself takes its calls with it; a closed one has refused them already.
    const fail = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      this.refuseAll(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`hash worker exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** As many workers as hashes may run at once (`HashSlots.size`); each call goes to the least busy. */
export class HashWorkerPool {
  private readonly workers: HashWorker[];

  constructor(size: number) {
    this.workers = Array.from({ length: Math.max(1, size) }, () => new HashWorker());
  }

  derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
    const idlest = this.workers.reduce((best, worker) => (worker.load < best.load ? worker : best));
    return idlest.derive(password, salt, keyLength, options);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }
}
