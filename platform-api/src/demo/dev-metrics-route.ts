import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/**
 * GET /wps/dev/event-loop[?reset=1]: event-loop delay percentiles (ms) since the last reset, the CPU used and
 * the resident memory, for the load and live benches (`pnpm bench`). Only mounted when BENCH_METRICS=1;
 * otherwise the path does not exist.
 */
export function registerDevMetricsRoute(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  if (env.BENCH_METRICS !== '1') return;
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  app.addHook('onClose', async () => histogram.disable());
  app.get('/wps/dev/event-loop', async (request, reply) => {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const value = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      samples: histogram.count,
      // CPU this process has used (user + system, µs): the bench divides it by the requests it sent, a
      // figure a busy machine disturbs far less than requests per second.
      cpuMicros: Object.values(process.cpuUsage()).reduce((sum, us) => sum + us, 0),
      // Resident memory (bytes): the live bench divides its growth by the streams it opened.
      rssBytes: process.memoryUsage.rss(),
    };
    if ((request.query as { reset?: string }).reset === '1') histogram.reset();
    reply.header('cache-control', 'no-store');
    return { success: true, code: 'OK', message: null, value };
  });
}
