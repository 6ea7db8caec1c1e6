import type { FastifyInstance, FastifyRequest } from 'fastify';
import { classifyError } from '../http/error-handler';
import { type ServerMetrics, UNMATCHED_ROUTE } from './server-metrics';

/** The route's pattern (`/wps/static/icons/:file`), never the URL asked for. */
export const routeLabelOf = (request: FastifyRequest): string => request.routeOptions.url ?? UNMATCHED_ROUTE;

/**
 * Times every answer by route pattern, and counts failures by route and the code they were answered with.
 * Callback hooks (an async one costs each request a promise); nothing is installed when metrics are off.
 */
export function installRequestMetrics(app: FastifyInstance, metrics: ServerMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeLabelOf(request);
    metrics.requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    // No route, no error handler: the not-found handler answered it.
    if (route === UNMATCHED_ROUTE) metrics.requestErrors.inc({ route, code: 'NOT_FOUND' });
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    metrics.requestErrors.inc({ route: routeLabelOf(request), code: classifyError(error).code });
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    metrics.close();
    done();
  });
}
