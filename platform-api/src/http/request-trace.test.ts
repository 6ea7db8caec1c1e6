import { Writable } from 'node:stream';
import { createTestContext, type TestContext } from '../test/test-context';
import { createLogger } from './logger';
import { memberLogId } from './request-trace';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const traceparent = `00-${TRACE}-00f067aa0ba902b7-01`;

describe('W3C trace context on every request', () => {
  let t: TestContext;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await createTestContext({ logger: createLogger('info', stream) });
  });
  afterAll(() => t.close());

  it("answers the caller's trace id in traceresponse, with a span of its own", async () => {
    const res = await t.call({
      url: '/wps/system/status',
      headers: { 'x-merchant-code': 'demo', traceparent },
    });
    expect(res.headers.traceresponse).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    expect(res.headers.traceresponse).not.toBe(traceparent);
  });

  it('ignores an invalid traceparent and starts a trace of its own', async () => {
    for (const bad of [
      `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`,
      'garbage',
      `ff-${TRACE}-00f067aa0ba902b7-01`,
    ]) {
      const res = await t.call({
        url: '/wps/system/status',
        headers: { 'x-merchant-code': 'demo', traceparent: bad },
      });
      const answered = String(res.headers.traceresponse);
      expect(answered).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(answered).not.toContain(TRACE);
    }
    const none = await t.call({ url: '/wps/system/status', headers: { 'x-merchant-code': 'demo' } });
    expect(String(none.headers.traceresponse)).toMatch(/^00-[0-9a-f]{32}-/);
  });

  it("logs the trace id and the member hashed on the request's lines, never the id or the token", async () => {
    const token = await t.login('player1');
    const member = await t.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', 'player1')
      .where('merchant_code', '=', 'demo')
      .executeTakeFirstOrThrow();
    lines.length = 0;
    // A refused call is logged ('request rejected'): withdrawal with a payload the schema refuses.
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/nickname',
      headers: { authorization: `Bearer ${token}`, traceparent },
      payload: { nickname: '' },
    });
    expect(res.statusCode).toBe(400);
    const traced = lines.filter((line) => line.trace === TRACE);
    expect(traced.length).toBeGreaterThan(0);
    const logId = memberLogId(t.app.deps.secrets.launch, 'demo', member.id);
    for (const line of traced) {
      expect(line.member).toBe(logId);
      const text = JSON.stringify(line);
      expect(text).not.toContain(token);
      expect(text).not.toMatch(new RegExp(`"member(Id)?":${member.id}\\b`));
    }
  });
});
