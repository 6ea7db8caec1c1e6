import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { lazyChildLoggerFactory } from './lazy-child-logger';
import { createLogger, NotableLogController } from './logger';

function capture(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const logger = createLogger(level, stream);
  return { lines, logger, children: jest.spyOn(logger, 'child') };
}

async function app(level?: string) {
  const log = capture(level);
  const server = Fastify({
    loggerInstance: log.logger,
    logController: new NotableLogController(),
    childLoggerFactory: lazyChildLoggerFactory,
  });
  server.get('/quiet', async () => ({ ok: true }));
  server.get('/talks', async (request) => {
    request.log.info({ password: 's3cret', n: 1 }, 'handler line');
    return { ok: true, level: request.log.level };
  });
  server.get('/fail', async (_request, reply) => reply.code(500).send({ ok: false }));
  await server.ready();
  // Fastify makes one child of its own at start; only the requests' children count here.
  log.children.mockClear();
  return { server, ...log };
}

describe('lazyChildLoggerFactory', () => {
  it('makes no pino child for a request that logs nothing, yet reports the level', async () => {
    const { server, lines, children } = await app('warn');
    const res = await server.inject({ url: '/quiet' });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([]);
    expect(children).not.toHaveBeenCalled();
    await server.close();
  });

  it('logs through a child bound to the request id, redacted, as a plain child would', async () => {
    const { server, lines, children } = await app();
    const res = await server.inject({ url: '/talks' });
    expect(res.json()).toEqual({ ok: true, level: 'info' });
    expect(children).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'handler line', n: 1, password: '[redacted]' });
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    await server.close();
  });

  it('still writes the failure line of the log controller with the request id', async () => {
    const { server, lines } = await app();
    await server.inject({ url: '/fail?token=s3cret' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'request failed',
      status: 500,
      req: { url: '/fail?token=[redacted]' },
    });
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    await server.close();
  });
});
