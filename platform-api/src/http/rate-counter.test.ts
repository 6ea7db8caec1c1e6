import { type HitCallback, memoryRateCounter, type RateCounter } from './rate-counter';

function hit(counter: RateCounter, key: string, now: number, windowMs = 1_000) {
  let answer: { hits: number; resetAt: number } | undefined;
  const done: HitCallback = (error, hits, resetAt) => {
    if (error) throw error;
    answer = { hits, resetAt };
  };
  counter.hit(key, windowMs, now, done);
  // The memory counter calls back before it returns: no promise, no later turn.
  if (!answer) throw new Error('no synchronous answer');
  return answer;
}

describe('the memory rate counter', () => {
  it('counts hits in a fixed window and starts a new one once it has ended', () => {
    const counter = memoryRateCounter();
    expect(hit(counter, 'a', 5_000)).toEqual({ hits: 1, resetAt: 6_000 });
    expect(hit(counter, 'a', 5_999)).toEqual({ hits: 2, resetAt: 6_000 });
    expect(hit(counter, 'b', 5_500)).toEqual({ hits: 1, resetAt: 6_500 });
    expect(hit(counter, 'a', 6_000)).toEqual({ hits: 1, resetAt: 7_000 });
  });

  it('keeps at most its limit of addresses, dropping the window that ends first', () => {
    const counter = memoryRateCounter(2);
    hit(counter, 'a', 0);
    hit(counter, 'a', 1);
    hit(counter, 'b', 10);
    hit(counter, 'c', 20);
    // 'a' was dropped to make room for 'c': it starts again at one; 'b' and 'c' kept their counts.
    expect(hit(counter, 'b', 30).hits).toBe(2);
    expect(hit(counter, 'a', 40).hits).toBe(1);
  });
});
