import { buildApp } from './app';
import { loadDemo } from './config/demo-module';
import { loadConfig } from './config/env';
import { createDb } from './db/database';
import { migrateToLatest } from './db/migrate';
import { scheduleFieldPruning } from './field/field-retention';
import { createLogger } from './http/logger';
import { deleteEndedRateLimitWindows } from './http/rate-limit-store';
import { startMetricsPort } from './metrics/metrics-port';
import { createServerMetrics } from './metrics/server-metrics';
import { scheduleCanaryJudge } from './platform/canary-scheduler';
import { stopGracefully } from './platform/graceful-stop';
import { deleteExpiredSessions } from './sessions/session-store';

const SESSION_SWEEP_MS = 10 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb(config);
  await migrateToLatest(db);
  // Null in production: nothing of src/demo is loaded, so no demo route, seed or dev port can exist.
  const demo = await loadDemo(config.profile);
  if (demo && config.seedOnStart) {
    await demo.seedAll(db, {
      remoteEntryUrls: config.remoteEntryUrls,
      overwriteRemoteEntries: config.remoteEntryUrlsExplicit,
      remoteEntryIntegrity: config.remoteEntryIntegrity,
      publicOrigin: config.publicOrigin,
      scrypt: demo.seedScryptFromEnv(),
      fieldSampling: demo.seedFieldSamplingFromEnv(),
      socialIssuer: demo.seedSocialIssuerFromEnv(),
    });
    logger.info('demo data seeded');
  }
  // Off unless METRICS_PORT is set: nothing recorded, no hook installed.
  const metrics = config.metricsPort ? createServerMetrics({ db, processMetrics: true }) : undefined;
  const app = await buildApp({
    db,
    metrics,
    profile: config.profile,
    logger,
    rateLimitMax: config.rateLimitMax,
    sessionRateLimitMax: config.sessionRateLimitMax,
    rateLimitStore: config.rateLimitStore,
    rateLimitSyncMs: config.rateLimitSyncMs,
    assetOrigin: config.assetOrigin,
    partnerPages: config.partnerPages,
    trustProxy: config.trustProxy,
    corsOrigins: config.corsOrigins,
    passwordScrypt: config.passwordScrypt,
    sessionIdleMs: config.sessionIdleMinutes * 60_000,
    registerPerIpHourly: config.registerPerIpHourly,
    liveHeartbeatMs: config.liveHeartbeatMs,
    liveMaxStreams: config.liveMaxStreams,
  });
  const devPort = demo && config.demoDevPort ? await demo.startDevPort(db, config.demoDevPort, logger) : null;
  const metricsPort =
    metrics && config.metricsPort
      ? await startMetricsPort(metrics.registry, config.metricsHost, config.metricsPort)
      : null;
  logger.info({ profile: config.profile }, 'site profile');
  const sweep = setInterval(() => {
    deleteExpiredSessions(db, new Date(), config.sessionIdleMinutes * 60_000).catch((error: unknown) =>
      logger.warn({ err: error }, 'session sweep failed'),
    );
    deleteEndedRateLimitWindows(db, Date.now()).catch((error: unknown) =>
      logger.warn({ err: error }, 'rate-limit sweep failed'),
    );
  }, SESSION_SWEEP_MS);
  sweep.unref();
  const stopFieldPruning = scheduleFieldPruning(db, logger);
  // Every instance runs the timer; the lease lets one at a time judge (docs/operations.md).
  const canaryJudge =
    config.canaryJudgeIntervalS > 0
      ? scheduleCanaryJudge({
          db,
          intervalMs: config.canaryJudgeIntervalS * 1_000,
          log: logger,
          onJudgement: ({ verdict, applied }) =>
            metrics?.canaryJudgements.inc({ verdict: verdict.action, applied: String(applied) }),
        })
      : null;

  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    clearInterval(sweep);
    stopFieldPruning();
    await canaryJudge?.stop();
    await stopGracefully(app, config.stopDeadlineMs);
    await devPort?.close();
    await metricsPort?.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void shutdown(signal));
  process.once('SIGTERM', (signal) => void shutdown(signal));

  await app.listen({ host: config.host, port: config.port });
  if (devPort)
    logger.info({ port: config.demoDevPort }, 'demo dev port (outbox, captcha answers) on 127.0.0.1');
  if (metricsPort)
    logger.info({ host: config.metricsHost, port: metricsPort.port }, 'Prometheus metrics at GET /metrics');
}

main().catch((error: unknown) => {
  // Before the app's logger exists (bad config, database down) this is the only place to say why.
  process.stderr.write(
    `platform-api failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
