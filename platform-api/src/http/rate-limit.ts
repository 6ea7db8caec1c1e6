import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error';
import { clientKeyOf } from './client-key';
import type { RateCounterFactory } from './rate-counter';

/** A route's own limit (its scope counts apart from the global one), or `false` for none. */
export type RouteRateLimit = false | { max: number; scope: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

export interface RateLimitOptions {
  /** Requests per window per client address, on every route without its own `config.rateLimit`. */
  max: number;
  windowMs: number;
  counters: RateCounterFactory;
}

export const GLOBAL_SCOPE = 'global';

const LIMITER = Symbol('rate limiter');
type LimiterHook = onRequestHookHandler & { [LIMITER]?: true };

/**
 * Per-address request limits in fixed windows, answered 429 RATE_LIMITED (with Retry-After) past them.
 * One callback hook per route, added as the route is declared, so a request reads no route options and
 * (with the memory counters) awaits no promise: @fastify/rate-limit's async hook cost every hot read
 * three promises and a sixth of its throughput (README, issue 13). Unmatched URLs (404) are not counted.
 */
export function installRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const global = limiter(options.counters(GLOBAL_SCOPE), options.max, options.windowMs);
  const scoped = new Map<string, LimiterHook>();
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    const existing = route.onRequest === undefined ? [] : [route.onRequest].flat();
    // Fastify declares a GET route's HEAD twin with the GET's hooks: it is limited once already.
    if (existing.some((hook) => (hook as LimiterHook)[LIMITER])) return;
    let hook = global;
    // One counter per scope: the first route declared with a scope sets its budget for all of them.
    if (own) {
      hook = scoped.get(own.scope) ?? limiter(options.counters(own.scope), own.max, options.windowMs);
      scoped.set(own.scope, hook);
    }
    route.onRequest = [...existing, hook];
  });
}

function limiter(counter: ReturnType<RateCounterFactory>, max: number, windowMs: number): LimiterHook {
  const hook: LimiterHook = (request, reply, done) => {
    const now = Date.now();
    counter.hit(clientKeyOf(request.ip), windowMs, now, (error, hits, resetAt) => {
      if (error) return done(error);
      if (hits <= max) return done();
      const seconds = String(Math.max(1, Math.ceil((resetAt - now) / 1000)));
      reply
        .header('retry-after', seconds)
        .header('x-ratelimit-limit', String(max))
        .header('x-ratelimit-remaining', '0')
        .header('x-ratelimit-reset', seconds);
      done(new ApiError('RATE_LIMITED', 429));
    });
  };
  hook[LIMITER] = true;
  return hook;
}
