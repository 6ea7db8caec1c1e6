import { buildApp } from '../app';
import { createDb } from '../db/database';
import { createLogger } from '../http/logger';
import { createTestContext, type TestContext } from '../test/test-context';

describe('health checks', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ rateLimitMax: 1 });
  });
  afterAll(() => t.close());

  it('answers liveness and readiness outside the rate limit', async () => {
    for (let i = 0; i < 3; i += 1) {
      const live = await t.call({ url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(JSON.parse(live.body)).toEqual({ status: 'ok' });
      const ready = await t.call({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({ status: 'ok', database: 'ok' });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready while the database does not answer', async () => {
    // Nothing listens on port 1: every connection is refused at once.
    const db = createDb({ databaseFile: '', databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
    // The keys come from the start (the database answered then); here it has gone away since.
    const secrets = t.app.deps.secrets;
    const app = await buildApp({ db, logger: createLogger('silent'), secrets });
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', database: 'unreachable' });
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
