import { gunzipSync } from 'node:zlib';
import { OTHER_WRITER_LAG_MS } from '../db/change-stamp';
import { createDb } from '../db/database';
import { runOperator } from '../operator/run-operator';
import { createTestContext, envelope, type TestContext } from '../test/test-context';
import { createGuestCache, GZIP_MIN_BYTES } from './guest-cache';

// SQLite's change stamps and read-only pragma; PostgreSQL has neither (its cache bounds staleness by age).
const itOnSqlite = process.env.DATABASE_URL ? it.skip : it;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, headers: { 'x-merchant-code': 'demo', ...headers } });

describe('guest cache', () => {
  itOnSqlite(
    'serves guests from memory until another connection (the operator) changes the data',
    async () => {
      const url = '/wps/system/manifest?merchantCode=lite';
      const first = envelope<{ remotes: { wallet: { enabled: boolean } } }>(await get(url)).value;
      expect(first.remotes.wallet.enabled).toBe(false);
      // The operator command is another process: another connection to the same file. Its commit is seen
      // once the server's last reading of data_version is OTHER_WRITER_LAG_MS old.
      const operatorDb = createDb({ databaseFile: t.databaseFile, databaseUrl: null });
      const afterLag = () => new Promise((resolve) => setTimeout(resolve, OTHER_WRITER_LAG_MS + 1));
      try {
        const result = await runOperator(operatorDb, [
          'remote',
          '--merchant',
          'lite',
          '--name',
          'wallet',
          '--enabled',
          'true',
        ]);
        expect(result.exitCode).toBe(0);
        await afterLag();
        const next = envelope<{ remotes: { wallet: { enabled: boolean } } }>(await get(url)).value;
        expect(next.remotes.wallet.enabled).toBe(true);
        await runOperator(operatorDb, ['status', '--merchant', 'demo', '--maintenance', 'on']);
        await afterLag();
        expect(envelope<{ maintenance: boolean }>(await get('/wps/system/status')).value.maintenance).toBe(
          true,
        );
        await runOperator(operatorDb, ['status', '--merchant', 'demo', '--maintenance', 'off']);
        await runOperator(operatorDb, [
          'remote',
          '--merchant',
          'lite',
          '--name',
          'wallet',
          '--enabled',
          'false',
        ]);
      } finally {
        await operatorDb.destroy();
      }
    },
  );

  it('gives members their own answer, never a guest copy', async () => {
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,H';
    await get(url); // cached for guests
    const token = await t.login('player0');
    const member = await t.call({
      method: 'GET',
      url,
      headers: { 'x-merchant-code': 'demo', authorization: `Bearer ${token}` },
    });
    const guest = await get(url);
    const readBy = (res: { body: string }) =>
      envelope<{ content: { read: boolean }[] }>(res).value.content.filter((a) => a.read).length;
    expect(readBy(guest)).toBe(0);
    expect(readBy(member)).toBeGreaterThan(0); // player0 has read marks in the seed
  });

  itOnSqlite('an answer computed while the data changed is never served', async () => {
    const cache = createGuestCache(t.db);
    const stamp = cache.stamp();
    await t.db.updateTable('merchants').set({ status_info: 'changed' }).where('code', '=', 'TEST').execute();
    await cache.set('late', 'old answer', stamp);
    expect(cache.peekEncoded('late', false)).toBeUndefined();
  });

  itOnSqlite(
    'peeks answer and remembered value without a promise, under the same freshness rule',
    async () => {
      const cache = createGuestCache(t.db);
      await cache.set('peeked', 'answer', cache.stamp());
      expect(cache.peekEncoded('peeked', true)?.body.toString()).toBe('answer');
      expect(await cache.remember('row', async () => ({ id: 1 }))).toEqual({ id: 1 });
      expect(cache.peek('row')).toEqual({ id: 1 });
      expect(cache.peek('never kept')).toBeUndefined();
      await t.db.updateTable('merchants').set({ status_info: 'peeked' }).where('code', '=', 'TEST').execute();
      expect(cache.peekEncoded('peeked', true)).toBeUndefined();
      expect(cache.peek('row')).toBeUndefined();
    },
  );

  it('keeps at most maxEntries and forgets entries older than maxAgeMs', async () => {
    let clock = 0;
    const cache = createGuestCache(t.db, { maxEntries: 2, maxAgeMs: 1_000, now: () => clock });
    await cache.set('a', '1', cache.stamp());
    await cache.set('b', '2', cache.stamp());
    await cache.set('c', '3', cache.stamp());
    expect(cache.peekEncoded('a', false)).toBeUndefined();
    expect(cache.peekEncoded('c', false)?.body.toString()).toBe('3');
    clock = 1_000;
    expect(cache.peekEncoded('c', false)).toBeUndefined();
  });

  it('sends a large cached answer gzipped to a client that accepts it, the same bytes unpacked', async () => {
    const url = '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5';
    const plain = await get(url);
    const gzipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(GZIP_MIN_BYTES);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it('keeps small answers as they are', async () => {
    const small = await get('/wps/system/status', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    const cache = createGuestCache(t.db);
    await cache.set('tiny', '{"a":1}', cache.stamp());
    expect(cache.peekEncoded('tiny', true)).toEqual({ body: Buffer.from('{"a":1}'), gzipped: false });
    expect(cache.peekEncoded('absent', true)).toBeUndefined();
  });

  itOnSqlite('never gzips a stale answer', async () => {
    // The first test's last operator commits (another connection) are seen only once the stamp reads
    // data_version again: let that happen now, not between two of this test's lookups on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, OTHER_WRITER_LAG_MS + 1));
    const cache = createGuestCache(t.db);
    cache.stamp();
    const big = JSON.stringify({ items: 'x'.repeat(GZIP_MIN_BYTES * 2) });
    await cache.set('big', big, cache.stamp());
    expect(cache.peekEncoded('big', false)).toEqual({ body: Buffer.from(big), gzipped: false });
    const encoded = cache.peekEncoded('big', true);
    expect(encoded?.gzipped).toBe(true);
    expect(gunzipSync(encoded?.body ?? Buffer.alloc(0)).toString()).toBe(big);
    await t.db
      .updateTable('merchants')
      .set({ status_info: 'changed again' })
      .where('code', '=', 'TEST')
      .execute();
    expect(cache.peekEncoded('big', true)).toBeUndefined();
  });
});
