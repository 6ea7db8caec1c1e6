import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('replaces the values of secret parameters, any case, and keeps the rest as it was', () => {
    expect(redactUrl('/wps/x?token=abc&pageNo=1&captcha=12')).toBe(
      '/wps/x?token=[redacted]&pageNo=1&captcha=[redacted]',
    );
    expect(redactUrl('/wps/x?TOKEN=abc&Password=p')).toBe('/wps/x?TOKEN=[redacted]&Password=[redacted]');
    expect(redactUrl('/wps/x?pageNo=1&mytoken=abc')).toBe('/wps/x?pageNo=1&mytoken=abc');
    expect(redactUrl('/wps/x')).toBe('/wps/x');
    expect(redactUrl('/wps/x?token=abc#top')).toBe('/wps/x?token=[redacted]#top');
  });

  it('decodes keys the way the query parser does, double encoding and bad escapes included', () => {
    expect(redactUrl('/m/agent?%74oken=abc')).toBe('/m/agent?%74oken=[redacted]');
    expect(redactUrl('/m/agent?%54%4F%4B%45%4E=abc')).toBe('/m/agent?%54%4F%4B%45%4E=[redacted]');
    expect(redactUrl('/m/agent?%2574oken=abc')).toBe('/m/agent?%2574oken=[redacted]');
    expect(redactUrl('/m/agent?token+=abc&%zz=1')).toBe('/m/agent?token+=[redacted]&%zz=1');
  });
});
