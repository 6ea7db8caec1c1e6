import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import { ApiError } from './api-error';
import { clientKeyOf } from './client-key';
import type { RateCounter, RateCounterFactory } from './rate-counter';
import { tokenOf } from './request-token';

/** A route's own limit (its scope counts apart from the global one), or `false` for none. */
export type RouteRateLimit = false | { max: number; scope: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit;
  }
}

export interface RateLimitOptions {
  /**
   * Per window per client address, on every route without its own `config.rateLimit`: requests without
   * a session token, plus the first request of each session token in the window.
   */
  max: number;
  /** Requests per window per session token (a logged-in player), wherever they come from. */
  sessionMax: number;
  windowMs: number;
  counters: RateCounterFactory;
}

export const GLOBAL_SCOPE = 'global';
export const SESSION_SCOPE = 'session';

const LIMITER = Symbol('rate limiter');
type LimiterHook = onRequestHookHandler & { [LIMITER]?: true };

/**
 * Request limits in fixed windows, answered 429 RATE_LIMITED (with Retry-After) past them: a request with
 * a session token counts against that token, so the players behind one carrier-grade NAT address each
 * have their own budget (issue 26 finding 5, docs/decisions/0172); a token's first request in a window
 * also counts against its address, so made-up tokens cost an address what guest requests cost.
 * One callback hook per route, added as the route is declared, so a request reads no route options and
 * (with the memory counters) awaits no promise: @fastify/rate-limit's async hook cost every hot read
 * three promises and a sixth of its throughput (README, issue 13). Unmatched URLs (404) are not counted.
 */
export function installRateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const global = sessionLimiter(
    options.counters(GLOBAL_SCOPE),
    options.counters(SESSION_SCOPE),
    options.max,
    options.sessionMax,
    options.windowMs,
  );
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

function refuse(reply: FastifyReply, max: number, resetAt: number, now: number): ApiError {
  const seconds = String(Math.max(1, Math.ceil((resetAt - now) / 1000)));
  reply
    .header('retry-after', seconds)
    .header('x-ratelimit-limit', String(max))
    .header('x-ratelimit-remaining', '0')
    .header('x-ratelimit-reset', seconds);
  return new ApiError('RATE_LIMITED', 429);
}

function limiter(counter: RateCounter, max: number, windowMs: number): LimiterHook {
  const hook: LimiterHook = (request, reply, done) => {
    const now = Date.now();
    counter.hit(clientKeyOf(request.ip), windowMs, now, (error, hits, resetAt) => {
      if (error) return done(error);
      if (hits <= max) return done();
      done(refuse(reply, max, resetAt, now));
    });
  };
  hook[LIMITER] = true;
  return hook;
}

/** The counter key of a session token: a digest, so no token is kept in memory or written to the database. */
const sessionKeyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function sessionLimiter(
  addresses: RateCounter,
  sessions: RateCounter,
  max: number,
  sessionMax: number,
  windowMs: number,
): LimiterHook {
  const byAddress = limiter(addresses, max, windowMs);
  const hook: LimiterHook = (request, reply, done) => {
    const token = tokenOf(request);
    if (token === null) return byAddress.call(request.server, request, reply, done);
    const now = Date.now();
    sessions.hit(sessionKeyOf(token), windowMs, now, (error, hits, resetAt) => {
      if (error) return done(error);
      if (hits > sessionMax) return done(refuse(reply, sessionMax, resetAt, now));
      if (hits > 1) return done();
      byAddress.call(request.server, request, reply, done);
    });
  };
  hook[LIMITER] = true;
  return hook;
}
