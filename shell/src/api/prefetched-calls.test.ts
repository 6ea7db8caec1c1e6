import { callIdOf, createPrefetchedCalls, PREFETCH_KEPT_MS } from './prefetched-calls';

describe('callIdOf', () => {
  it('names a call by endpoint and payload, whatever the order of its fields and its unset ones', () => {
    expect(callIdOf('gameList', { b: '2', a: '1', c: undefined })).toBe(
      callIdOf('gameList', { a: '1', b: '2' }),
    );
    expect(callIdOf('gameList', { a: '1' })).not.toBe(callIdOf('gameList', { a: '2' }));
    expect(callIdOf('gameList', {})).not.toBe(callIdOf('hotGames', {}));
    expect(callIdOf('wallet', undefined)).toBe(callIdOf('wallet', {}));
  });
});

describe('createPrefetchedCalls', () => {
  it('hands the answer to every call of the same token while on its way and until PREFETCH_KEPT_MS after', async () => {
    let now = 0;
    const calls = createPrefetchedCalls(() => now);
    const answer = Promise.resolve({ balance: 1 });
    calls.put('wallet:{}', 'token-a', answer);
    expect(calls.take('wallet:{}', 'token-a')).toBe(answer);
    await answer;
    now = PREFETCH_KEPT_MS;
    expect(calls.take('wallet:{}', 'token-a')).toBe(answer);
    now = PREFETCH_KEPT_MS + 1;
    expect(calls.take('wallet:{}', 'token-a')).toBeUndefined();
    expect(calls.has('wallet:{}')).toBe(false);
  });

  it("never hands over another session's answer, nor one of another call", () => {
    const calls = createPrefetchedCalls();
    calls.put('wallet:{}', 'token-a', new Promise(() => undefined));
    expect(calls.take('wallet:{}', 'token-b')).toBeUndefined();
    expect(calls.take('wallet:{}', null)).toBeUndefined();
    expect(calls.take('memberInfo:{}', 'token-a')).toBeUndefined();
  });

  it('forgets every answer when cleared', () => {
    const calls = createPrefetchedCalls();
    calls.put('wallet:{}', null, Promise.resolve({}));
    calls.clear();
    expect(calls.take('wallet:{}', null)).toBeUndefined();
  });

  it('drops a failed call, so the next one is sent again', async () => {
    const calls = createPrefetchedCalls();
    const failed = Promise.reject(new Error('down'));
    failed.catch(() => undefined);
    calls.put('promotions:{}', null, failed);
    await failed.catch(() => undefined);
    await Promise.resolve();
    expect(calls.has('promotions:{}')).toBe(false);
    expect(calls.take('promotions:{}', null)).toBeUndefined();
  });
});
