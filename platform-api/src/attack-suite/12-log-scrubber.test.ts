import { Writable } from 'node:stream';
import { createLogger } from '../http/logger';
import { createTestContext, type TestContext } from '../test/test-context';

/**
 * Finding 12 (log part): the scrubber matched `token=` literally, so `?%74oken=<T>` (the same parameter
 * to the query parser) reached the log with the session token in it.
 */
describe('attack 12: a percent-encoded token key in a logged URL', () => {
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    ctx = await createTestContext({ logger: createLogger('info', stream) });
  });
  afterAll(() => ctx.close());

  it('never writes the token to the log, however its key is encoded', async () => {
    const secret = 'S3cretSessionTokenValue0123456789';
    for (const key of ['token', '%74oken', '%54OKEN', 'tok%65n', '%2574oken']) {
      // A refused call (not logged in) is logged with its URL.
      const res = await ctx.call({
        url: `/wps/member/info?${key}=${secret}&pageNo=1`,
        headers: { 'x-merchant-code': 'demo' },
      });
      expect(res.statusCode).toBe(401);
    }
    const log = lines.join('');
    expect(log.match(/request rejected/g)).toHaveLength(5);
    expect(log).toContain('[redacted]');
    expect(log).not.toContain(secret);
  });
});
