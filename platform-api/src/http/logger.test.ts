import { Writable } from 'node:stream';
import { createLogger, redactUrl } from './logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger('info', stream) };
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
