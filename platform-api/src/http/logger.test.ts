import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { createLogger, NotableLogController, redactUrl } from './logger';

function capture(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger(level, stream) };
}

describe('logger redaction', () => {
  it('scrubs secrets from query strings', () => {
    expect(redactUrl('/wps/x?token=abc&pageNo=1&captcha=12')).toBe(
      '/wps/x?token=[redacted]&pageNo=1&captcha=[redacted]',
    );
    expect(redactUrl('/wps/x?TOKEN=abc')).toBe('/wps/x?TOKEN=[redacted]');
  });

  it('never writes authorization headers, tokens, passwords or captchas', () => {
    const { lines, logger } = capture();
    logger.info({
      req: { method: 'GET', url: '/a?token=s3cret', headers: { authorization: 'Bearer s3cret' } },
      body: { password: 's3cret', captcha: 's3cret', newPassword: 's3cret' },
      token: 's3cret',
    });
    logger.info({ headers: { authorization: 'Bearer s3cret' } }, 'header dump');
    const output = lines.join('');
    expect(output).not.toContain('s3cret');
    expect(output).toContain('[redacted]');
  });
});

describe('NotableLogController', () => {
  async function appLogging(slowMs?: number, level?: string) {
    const { lines, logger } = capture(level);
    const app = Fastify({ loggerInstance: logger, logController: new NotableLogController(slowMs) });
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fail', async (_request, reply) => reply.code(500).send({ ok: false }));
    await app.ready();
    return { app, lines };
  }

  it('logs nothing for a quick good answer, and a server error with its scrubbed URL and status', async () => {
    const { app, lines } = await appLogging();
    await app.inject({ url: '/ok?token=s3cret' });
    expect(lines).toEqual([]);
    await app.inject({ url: '/fail?token=s3cret' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({ msg: 'request failed', status: 500, req: { method: 'GET' } });
    expect(line.req.url).toBe('/fail?token=[redacted]');
    await app.close();
  });

  it('logs a good answer slower than the threshold as slow', async () => {
    const { app, lines } = await appLogging(0);
    await app.inject({ url: '/ok' });
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ msg: 'slow request', status: 200 });
    await app.close();
  });

  it('traces every incoming request at debug level only, its URL scrubbed', async () => {
    const { app, lines } = await appLogging(undefined, 'debug');
    await app.inject({ url: '/ok?token=s3cret' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      msg: 'incoming request',
      req: { method: 'GET', url: '/ok?token=[redacted]' },
    });
    await app.close();
  });
});
