import { DEFAULT_BODY_LIMIT_BYTES, TRACERESPONSE_HEADER } from '@mobile/shared-contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { REGISTER_PER_IP_DEFAULT } from './accounts/limits';
import { loadDemo } from './config/demo-module';
import type { RateLimitStoreKind } from './config/env';
import type { SiteProfile } from './config/profile';
import type { Db } from './db/schema';
import type { AppDeps } from './http/app-deps';
import { installCors } from './http/cors';
import { installErrorHandlers } from './http/error-handler';
import { createGuestCache } from './http/guest-cache';
import { lazyChildLoggerFactory } from './http/lazy-child-logger';
import { createLogger, NotableLogController } from './http/logger';
import { memoryRateCounters, type RateCounterFactory } from './http/rate-counter';
import { installRateLimit } from './http/rate-limit';
import { databaseRateCounters } from './http/rate-limit-store';
import { installRequestTrace, traceresponseOf } from './http/request-trace';
import { RATE_LIMIT_SYNC_MS_DEFAULT, syncedRateCounters } from './http/synced-rate-counter';
import { LiveHub } from './live/live-hub';
import { registerLiveRoute } from './live/live-route';
import { installRequestMetrics } from './metrics/request-metrics';
import type { ServerMetrics } from './metrics/server-metrics';
import { loadSharedSecrets, type SharedSecrets } from './platform/shared-secrets';
import { registerRoutes } from './routes';
import { SCRYPT_DEFAULTS, type ScryptParams, setPasswordCost } from './security/password';
import { SESSION_IDLE_MS } from './sessions/session-store';
import { gatewayOrigin } from './vendor/gateway-origin';
import { type PartnerPages, partnerPagesOf } from './vendor/partner-pages';

export interface AppOptions {
  db: Db;
  /** `demo` adds src/demo's routes and keeps captcha answers for the dev port; production when left out. */
  profile?: SiteProfile;
  logger?: FastifyBaseLogger;
  /** Requests per minute per client IP from guests (and each session's first); 6,000 when left out. */
  rateLimitMax?: number;
  /** Requests per minute per session token; 300 when left out. */
  sessionRateLimitMax?: number;
  /** 'database' shares the request counters between instances; memory by default. */
  rateLimitStore?: RateLimitStoreKind;
  /** With the database store: ms between an instance's syncs of its counts; 0 writes every hit through. */
  rateLimitSyncMs?: number;
  assetOrigin?: string;
  /** The partners' pages (config `PAYMENT_GATEWAY_URL`…); the demo profile fills the rest with its own. */
  partnerPages?: Partial<PartnerPages>;
  /** Addresses of the proxies in front (Fastify `trustProxy` list); none trusted when left out. */
  trustProxy?: string[] | false;
  corsOrigins?: string[] | null;
  /** Cost of new password hashes; production's default when left out. */
  passwordScrypt?: ScryptParams;
  sessionIdleMs?: number;
  /** Registrations one IP may attempt per hour; the spec's 5 when left out. */
  registerPerIpHourly?: number;
  /** Longest a guest answer is served from memory; the cache's own default (by database) when left out. */
  guestCacheMaxAgeMs?: number;
  /** The shared HMAC keys; read (or made) in the database when left out, so it must answer at start. */
  secrets?: SharedSecrets;
  /** Prometheus metrics to record into (served on their own port by main.ts); none recorded when left out. */
  metrics?: ServerMetrics;
  /** Live streams one instance holds (issue 32); `STREAMS_PER_INSTANCE_DEFAULT` when left out. */
  liveMaxStreams?: number;
  /** How often each live stream gets a heartbeat; `LIVE_HEARTBEAT_MS` (15 s) when left out. */
  liveHeartbeatMs?: number;
}

export const BODY_LIMIT_BYTES = DEFAULT_BODY_LIMIT_BYTES;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** Per minute and address, guests and new sessions: 1,000 players behind one NAT address fit (0172). */
export const RATE_LIMIT_ADDRESS_DEFAULT = 6_000;
/** Per minute and session: one player's own client. */
export const RATE_LIMIT_SESSION_DEFAULT = 300;

/**
 * The request counters of the store chosen: in memory, or in the database synced every `rateLimitSyncMs`
 * (its last hits added when the app closes), or written through with 0.
 */
function rateCounters(app: FastifyInstance, options: AppOptions): RateCounterFactory {
  if (options.rateLimitStore !== 'database') return memoryRateCounters;
  const syncMs = options.rateLimitSyncMs ?? RATE_LIMIT_SYNC_MS_DEFAULT;
  if (syncMs === 0) return databaseRateCounters(options.db);
  const synced = syncedRateCounters(options.db, {
    syncMs,
    onSyncError: (error) =>
      app.log.warn({ err: error }, 'rate-limit sync failed; its hits wait for the next'),
  });
  app.addHook('onClose', async () => synced.sync());
  return synced.counters;
}

/** The platform API, ready for `listen` or `inject`; the caller owns the database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logger: FastifyBaseLogger = options.logger ?? createLogger('info');
  const app = Fastify({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Ids are generated here; a client-chosen id could forge or collide log lines.
    requestIdHeader: false,
    // Only failures and slow answers get a line: two lines per request cost hot reads a third of their time.
    logController: new NotableLogController(),
    // request.log is made on first use: most requests never log. Each line names the request's trace.
    childLoggerFactory: lazyChildLoggerFactory,
  });

  const rateLimitMax = options.rateLimitMax ?? RATE_LIMIT_ADDRESS_DEFAULT;
  setPasswordCost(options.passwordScrypt ?? SCRYPT_DEFAULTS);
  const demo = await loadDemo(options.profile ?? 'production');
  const deps: AppDeps = {
    db: options.db,
    assetOrigin: options.assetOrigin ?? '',
    rateLimitMax,
    sessionIdleMs: options.sessionIdleMs ?? SESSION_IDLE_MS,
    registerPerIpHourly: options.registerPerIpHourly ?? REGISTER_PER_IP_DEFAULT,
    guestCache: createGuestCache(
      options.db,
      options.guestCacheMaxAgeMs === undefined ? {} : { maxAgeMs: options.guestCacheMaxAgeMs },
    ),
    secrets: options.secrets ?? (await loadSharedSecrets(options.db)),
    partnerPages: partnerPagesOf(options.partnerPages, demo?.demoPartnerPages(gatewayOrigin())),
  };
  if (demo) deps.onCaptchaIssued = demo.rememberCaptcha;
  app.decorate('deps', deps);
  const metrics = options.metrics;
  if (metrics) installRequestMetrics(app, metrics);
  installErrorHandlers(app);
  installCors(app, options.corsOrigins ?? null);
  // On every answer, refusals included: set when the request arrives (the answer keeps it, errors too), so
  // no answer takes Fastify's onSend path for it. A callback hook (an async one costs each request a promise).
  // The trace id the request runs under goes back in `traceresponse` (W3C Trace Context), errors too.
  installRequestTrace(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply
      .header('x-content-type-options', 'nosniff')
      .header(TRACERESPONSE_HEADER, traceresponseOf(request.trace));
    done();
  });

  installRateLimit(app, {
    max: rateLimitMax,
    sessionMax: options.sessionRateLimitMax ?? RATE_LIMIT_SESSION_DEFAULT,
    windowMs: RATE_LIMIT_WINDOW_MS,
    counters: rateCounters(app, options),
    ...(metrics ? { onRefused: (scope: string) => metrics.rateLimitRefusals.inc({ scope }) } : {}),
  });

  registerRoutes(app);
  const live = new LiveHub({
    db: options.db,
    sessionIdleMs: deps.sessionIdleMs,
    ...(options.liveMaxStreams ? { maxStreams: options.liveMaxStreams } : {}),
    ...(options.liveHeartbeatMs ? { heartbeatMs: options.liveHeartbeatMs } : {}),
  });
  await live.start();
  // Streams never end by themselves: ended before the server waits for its connections to close.
  app.addHook('preClose', async () => live.stop());
  registerLiveRoute(app, live);
  demo?.registerDemoRoutes(app);
  return app;
}
