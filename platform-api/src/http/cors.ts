import { TRACERESPONSE_HEADER } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';

const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

/** null allows loopback origins only (local dev with the shell on another port). */
export function isAllowedOrigin(origin: string, allowed: string[] | null): boolean {
  return allowed ? allowed.includes(origin) : LOOPBACK_ORIGIN.test(origin);
}

/**
 * Minimal CORS for the shell when it is served from another origin than the API. Tokens travel in the
 * Authorization header, never in cookies, so credentials are not allowed.
 */
export function installCors(app: FastifyInstance, allowed: string[] | null): void {
  // A callback hook, not an async one: every request passes here, most without an Origin header, and an
  // async hook costs each of them a promise and a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !isAllowedOrigin(origin, allowed)) return done();
    reply
      .header('access-control-allow-origin', origin)
      .header('vary', 'Origin')
      // A caller on another origin may read the trace id the API used.
      .header('access-control-expose-headers', TRACERESPONSE_HEADER);
    if (request.method !== 'OPTIONS') return done();
    const requested = request.headers['access-control-request-headers'];
    // Answered here: the route is never reached (and `done` never called).
    reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE')
      .header(
        'access-control-allow-headers',
        typeof requested === 'string'
          ? requested
          : 'Content-Type, Authorization, X-Merchant-Code, Traceparent',
      )
      .header('access-control-max-age', '600')
      .send();
  });
}
