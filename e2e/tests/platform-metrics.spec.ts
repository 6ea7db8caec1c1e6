import { NGINX, type RunningNginx, startNginx } from '../support/nginx';
import { SITE } from '../support/site';
import { expect, test } from '../support/test';

/**
 * platform-api's Prometheus metrics are on a loopback port of their own (METRICS_PORT): the site's gateway
 * and the production nginx configs proxy the API's port alone, so no spelling of `/metrics` on a
 * player-facing origin answers them (platform-api's metrics-port.test.ts covers the API's own port).
 */
let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

const METRICS_TEXT = /http_request_duration_seconds|# TYPE /;

test('the metrics answer on their own port, never through the gateway or nginx', async ({ request }) => {
  // They exist: the test site's API serves them on its metrics port, this machine only.
  await request.get(`${SITE.origin}/wps/system/status`, { headers: { 'x-merchant-code': 'demo' } });
  const own = await request.get(`${SITE.metricsOrigin}/metrics`);
  expect(own.status()).toBe(200);
  expect(await own.text()).toMatch(
    /http_request_duration_seconds_count\{method="GET",route="\/wps\/system\/status"/,
  );

  for (const origin of [SITE.origin, NGINX.origin]) {
    for (const path of [
      '/metrics',
      '/wps/metrics',
      '/lgw/metrics',
      '/lotto/metrics',
      '/wps/../metrics',
      '/m/../metrics',
      '/wps/%2e%2e/metrics',
      '/METRICS',
    ]) {
      const res = await request.get(`${origin}${path}`, { headers: { 'x-merchant-code': 'demo' } });
      const body = await res.text();
      expect({ url: `${origin}${path}`, metrics: METRICS_TEXT.test(body) }).toEqual({
        url: `${origin}${path}`,
        metrics: false,
      });
      expect(res.headers()['content-type'] ?? '', `${origin}${path}`).not.toContain('version=0.0.4');
    }
  }
});
