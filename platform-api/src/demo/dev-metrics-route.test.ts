import Fastify from 'fastify';
import { registerDevMetricsRoute } from './dev-metrics-route';

describe('dev event-loop metrics', () => {
  it('exists only with BENCH_METRICS=1 and reports percentiles in ms', async () => {
    const off = Fastify();
    registerDevMetricsRoute(off, {});
    expect((await off.inject({ url: '/wps/dev/event-loop' })).statusCode).toBe(404);
    await off.close();

    const on = Fastify();
    registerDevMetricsRoute(on, { BENCH_METRICS: '1' });
    const res = await on.inject({ url: '/wps/dev/event-loop?reset=1' });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).value).toEqual({
      p50: expect.any(Number),
      p99: expect.any(Number),
      max: expect.any(Number),
      samples: expect.any(Number),
      cpuMicros: expect.any(Number),
      rssBytes: expect.any(Number),
    });
    await on.close();
  });
});
