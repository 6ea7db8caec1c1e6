import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { RateLimitStoreKind } from '../config/env';
import type { SiteProfile } from '../config/profile';
import { isPostgres } from '../db/dialect';
import type { Db } from '../db/schema';
import { createLogger } from '../http/logger';
import { createServerMetrics, type ServerMetrics } from '../metrics/server-metrics';
import { runOperator } from '../operator/run-operator';
import type { PartnerPages } from '../vendor/partner-pages';
import { TEST_SCRYPT } from './seeded-template';
import { openTestDatabase } from './test-database';

export { TEST_REMOTE_URLS } from './seeded-template';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The SQLite file, for a second connection (another process, such as the operator command). */
  databaseFile: string;
  /** The app's Prometheus metrics when the test asked for them (`metrics: true`), else null. */
  metrics: ServerMetrics | null;
  /** A session token for a seeded user, minted the way the operator does it. */
  login(user: string, merchant?: string): Promise<string>;
  call(options: InjectOptions): Promise<LightMyRequestResponse & { body: string }>;
  close(): Promise<void>;
}

export interface TestOptions {
  rateLimitMax?: number;
  /** Requests per minute per session token; high unless a test asks (production: 300). */
  sessionRateLimitMax?: number;
  /** The app's own request limits (as in production) instead of the raised ones tests use. */
  appDefaultLimits?: boolean;
  /** 'database' counts requests in the database, as several instances on PostgreSQL do. */
  rateLimitStore?: RateLimitStoreKind;
  rateLimitSyncMs?: number;
  /** Extra routes (e.g. one that throws) added before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  sessionIdleMs?: number;
  /** Tests run the demo profile (demo gateway and vendor routes) unless they ask for production. */
  profile?: SiteProfile;
  /** The proxies whose X-Forwarded-For is believed (`TRUST_PROXY`); none by default. */
  trustProxy?: string[] | false;
  /** Where the app logs; silent by default. */
  logger?: FastifyBaseLogger;
  /** Record Prometheus metrics (as with `METRICS_PORT`); off by default. */
  metrics?: boolean;
  /** The partners' pages, as PAYMENT_GATEWAY_URL… set them; the demo profile fills what is left out. */
  partnerPages?: Partial<PartnerPages>;
  /** Live stream heartbeat (production: 15 s); a test of heartbeats asks for a short one. */
  liveHeartbeatMs?: number;
  /** Live streams the instance holds (production: 10,000). */
  liveMaxStreams?: number;
  /** The app's clock (lottery draws); the system's by default. */
  clock?: () => Date;
  /** Run the lottery draws job with this interval (main.ts: LOTTERY_DRAW_JOB_S); off by default. */
  drawJobMs?: number;
}

/**
 * A seeded database of its own (SQLite in a temp file, or a PostgreSQL database when `DATABASE_URL`
 * names a cluster: see `test-database.ts`) and the app on top of it, without a listening socket.
 */
export async function createTestContext(options: TestOptions = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const db = database.db;
  const metrics = options.metrics ? createServerMetrics({ db }) : null;
  const app = await buildApp({
    db,
    ...(metrics ? { metrics } : {}),
    profile: options.profile ?? 'demo',
    logger: options.logger ?? createLogger('silent'),
    ...(options.appDefaultLimits
      ? {}
      : {
          rateLimitMax: options.rateLimitMax ?? 10_000,
          sessionRateLimitMax: options.sessionRateLimitMax ?? 10_000,
        }),
    // Cheap hashing: a busy machine must not time tests out; password.test.ts covers production's cost.
    passwordScrypt: TEST_SCRYPT,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.drawJobMs ? { drawJobMs: options.drawJobMs } : {}),
    ...(options.sessionIdleMs ? { sessionIdleMs: options.sessionIdleMs } : {}),
    rateLimitStore: options.rateLimitStore,
    rateLimitSyncMs: options.rateLimitSyncMs,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...(options.partnerPages ? { partnerPages: options.partnerPages } : {}),
    ...(options.liveHeartbeatMs ? { liveHeartbeatMs: options.liveHeartbeatMs } : {}),
    ...(options.liveMaxStreams ? { liveMaxStreams: options.liveMaxStreams } : {}),
    // PostgreSQL gives the cache no change stamp, only a maximum age: API tests there read every change at
    // once, as an operator expects within a second (guest-cache.test.ts covers the cache on SQLite).
    ...(isPostgres(db) ? { guestCacheMaxAgeMs: 0 } : {}),
  });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    databaseFile: database.location.databaseFile,
    metrics,
    async login(user, merchant = 'demo') {
      const result = await runOperator(db, ['session', '--user', user, '--merchant', merchant]);
      if (result.exitCode !== 0) throw new Error(result.stderr);
      return (JSON.parse(result.stdout) as { token: string }).token;
    },
    call: (injectOptions) => app.inject(injectOptions),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Parsed envelope of a response. */
export function envelope<T = unknown>(response: {
  body: string;
}): {
  success: boolean;
  code: string;
  message: string | null;
  value: T;
} {
  return JSON.parse(response.body);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
