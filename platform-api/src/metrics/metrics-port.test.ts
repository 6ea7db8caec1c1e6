import { createTestContext, type TestContext } from '../test/test-context';
import { type MetricsPort, startMetricsPort } from './metrics-port';

describe('the metrics port', () => {
  let t: TestContext;
  let port: MetricsPort;
  beforeAll(async () => {
    t = await createTestContext({ metrics: true, profile: 'production' });
    if (!t.metrics) throw new Error('metrics were asked for');
    port = await startMetricsPort(t.metrics.registry, '127.0.0.1', 0);
  });
  afterAll(async () => {
    await port.close();
    await t.close();
  });

  it('serves the Prometheus text on its own port only', async () => {
    await t.call({ url: '/wps/system/status', headers: { 'x-merchant-code': 'demo' } });
    const res = await fetch(`http://127.0.0.1:${port.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/wps\/system\/status"/);
    expect((await fetch(`http://127.0.0.1:${port.port}/other`)).status).toBe(404);
  });

  it('is not on the player-facing app, under any spelling', async () => {
    for (const url of [
      '/metrics',
      '/metrics/',
      '/wps/metrics',
      '/wps/../metrics',
      '/METRICS',
      '/lgw/metrics',
    ]) {
      const res = await t.call({ url, headers: { 'x-merchant-code': 'demo' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });
});
