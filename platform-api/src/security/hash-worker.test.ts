import { scryptSync } from 'node:crypto';
import { HashWorker, HashWorkerPool } from './hash-worker';

const OPTIONS = { N: 2 ** 10, r: 8, p: 1 };
const salt = Buffer.from('0123456789abcdef');

describe('HashWorker', () => {
  it('derives the same key as scrypt on this thread', async () => {
    const worker = new HashWorker();
    const key = await worker.derive('Demo1234', salt, 32, OPTIONS);
    expect(key.equals(scryptSync('Demo1234', salt, 32, OPTIONS))).toBe(true);
    expect(worker.load).toBe(0);
    await worker.close();
  });

  it('answers calls in flight together, each with its own key', async () => {
    const pool = new HashWorkerPool(2);
    const passwords = ['a1', 'b2', 'c3', 'd4'];
    const keys = await Promise.all(passwords.map((p) => pool.derive(p, salt, 16, OPTIONS)));
    keys.forEach((key, i) => {
      expect(key.equals(scryptSync(passwords[i] ?? '', salt, 16, OPTIONS))).toBe(true);
    });
    await pool.close();
  });

  it('rejects parameters scrypt refuses, and keeps working afterwards', async () => {
    const worker = new HashWorker();
    await expect(worker.derive('x', salt, 32, { N: 3, r: 8, p: 1 })).rejects.toThrow();
    const key = await worker.derive('x', salt, 32, OPTIONS);
    expect(key).toHaveLength(32);
    await worker.close();
  });

  it('closes: a call in flight is refused, and the next call starts a new thread', async () => {
    const worker = new HashWorker();
    const inFlight = worker.derive('x', salt, 32, { N: 2 ** 16, r: 8, p: 1, maxmem: 2 ** 27 });
    await worker.close();
    await expect(inFlight).rejects.toThrow(/closed/);
    expect(worker.load).toBe(0);
    const key = await worker.derive('x', salt, 32, OPTIONS);
    expect(key.equals(scryptSync('x', salt, 32, OPTIONS))).toBe(true);
    await worker.close();
  });
});
