import path from 'node:path';
import { LIVE_HEARTBEAT_MS, REMOTE_NAMES, type RemoteName, SHA384_INTEGRITY } from '@mobile/shared-contracts';
import * as v from 'valibot';
import { REGISTER_PER_IP_DEFAULT } from '../accounts/limits';
import { RATE_LIMIT_SYNC_MS_DEFAULT } from '../http/synced-rate-counter';
import { STREAMS_PER_INSTANCE_DEFAULT } from '../live/live-hub';
import { CANARY_JUDGE_INTERVAL_DEFAULT_S } from '../platform/canary-scheduler';
import { STOP_DEADLINE_MS } from '../platform/graceful-stop';
import { LOG2N_RANGE, SCRYPT_DEFAULTS, type ScryptParams } from '../security/password';
import type { PartnerPages } from '../vendor/partner-pages';
import { profileFrom, type SiteProfile } from './profile';
import { parseTrustProxy, TrustProxyError } from './trust-proxy';

/** Everything the server and the CLIs read from the environment, parsed once. */
export interface ServerConfig {
  /** `SITE_PROFILE`: production unless `demo` is asked for (see profile.ts). */
  profile: SiteProfile;
  /** `DEMO_DEV_PORT` (demo only): the loopback-only port of the outbox and captcha answers; null: none. */
  demoDevPort: number | null;
  /** `METRICS_PORT`: the port of `GET /metrics` (Prometheus), apart from the API's; null: no metrics. */
  metricsPort: number | null;
  /** `METRICS_HOST`: its address, 127.0.0.1 unless a scraper outside the machine needs another. */
  metricsHost: string;
  host: string;
  port: number;
  databaseFile: string;
  databaseUrl: string | null;
  rateLimitMax: number;
  sessionRateLimitMax: number;
  /** Where request counters live: the database (shared by every instance on it) or process memory. */
  rateLimitStore: RateLimitStoreKind;
  /**
   * With the database store: how often (ms) an instance adds the hits it counted in memory to the database
   * (decision 0442); 0 writes every hit through.
   */
  rateLimitSyncMs: number;
  /** Origin players reach the API at; the default frame origin of seeded merchants. */
  publicOrigin: string;
  /** Prefix of icon and banner URLs; empty means same-origin paths. */
  assetOrigin: string;
  /**
   * The partners' pages players are sent to with a signed ticket: `PAYMENT_GATEWAY_URL`, `GAME_VENDOR_URL`,
   * `LOTTERY_VENDOR_URL` (vendor/partner-pages.ts); null when not set.
   */
  partnerPages: PartnerPages;
  remoteEntryUrls: Record<RemoteName, string>;
  /** True only when REMOTE_ENTRY_URLS was given, so seeding may repoint existing merchants. */
  remoteEntryUrlsExplicit: boolean;
  /**
   * `REMOTE_ENTRY_INTEGRITY`: the SHA-384 of each seeded remote's remoteEntry.js (the local runner takes it
   * from the build it serves); a remote left out is seeded without one (a dev server's entry).
   */
  remoteEntryIntegrity: Partial<Record<RemoteName, string>>;
  seedOnStart: boolean;
  logLevel: string;
  /** The proxies in front of the API (`TRUST_PROXY`); false trusts none (see trust-proxy.ts). */
  trustProxy: string[] | false;
  /** Browser origins allowed to call the API cross-origin; null allows loopback origins only. */
  corsOrigins: string[] | null;
  /** Cost of new password hashes (`PASSWORD_SCRYPT_LOG2N`); production keeps the default 2^17. */
  passwordScrypt: ScryptParams;
  /** Minutes of inactivity after which a session ends (`SESSION_IDLE_MINUTES`, sliding). */
  sessionIdleMinutes: number;
  /** Registrations one IP may attempt per hour (`REGISTER_PER_IP_HOURLY`); 5 unless a test site lifts it. */
  registerPerIpHourly: number;
  /** Seconds between runs of the automatic canary judge (`CANARY_JUDGE_INTERVAL_S`, 60; 0: this instance never judges). */
  canaryJudgeIntervalS: number;
  /**
   * How long a stopping instance waits for requests in flight before it cuts their connections
   * (`STOP_DEADLINE_SECONDS`, 20): keep it under the orchestrator's grace period.
   */
  stopDeadlineMs: number;
  /**
   * Milliseconds between the live streams' heartbeats (`LIVE_HEARTBEAT_MS`, 15,000): keep it well under
   * the read timeout of every proxy in front (deploy/nginx: 75 s). Tests shorten it.
   */
  liveHeartbeatMs: number;
  /** Live streams one instance holds (`LIVE_MAX_STREAMS`, 10,000); past it a page keeps its timers. */
  liveMaxStreams: number;
}

/** Resolved from this file so `pnpm --filter` and the root see the same database. */
export const DEFAULT_DATABASE_FILE = path.resolve(__dirname, '../../.data/platform.sqlite');

const REMOTE_PORTS: Record<RemoteName, number> = { games: 3101, member: 3102, wallet: 3103, agent: 3104 };

const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'));
const remoteUrlsSchema = v.partial(
  v.strictObject({ games: httpUrl, member: httpUrl, wallet: httpUrl, agent: httpUrl }),
);

const integrity = v.pipe(v.string(), v.regex(SHA384_INTEGRITY, 'must be a sha384- integrity value'));
const remoteIntegritySchema = v.partial(
  v.strictObject({ games: integrity, member: integrity, wallet: integrity, agent: integrity }),
);

export class ConfigError extends Error {}

export type RateLimitStoreKind = 'database' | 'memory';

/** Shared by default on PostgreSQL (several instances); in memory on the one-machine SQLite file. */
function rateLimitStoreFrom(env: NodeJS.ProcessEnv): RateLimitStoreKind {
  const raw = env.RATE_LIMIT_STORE;
  if (!raw) return env.DATABASE_URL ? 'database' : 'memory';
  if (raw === 'database' || raw === 'memory') return raw;
  throw new ConfigError('RATE_LIMIT_STORE must be database or memory');
}

function trustProxyFrom(env: NodeJS.ProcessEnv): string[] | false {
  try {
    return parseTrustProxy(env.TRUST_PROXY);
  } catch (error) {
    if (error instanceof TrustProxyError) throw new ConfigError(error.message);
    throw error;
  }
}

function intFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}`);
  }
  return value;
}

function parseRemoteUrls(raw: string | undefined): Record<RemoteName, string> {
  const defaults = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://127.0.0.1:${REMOTE_PORTS[name]}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
  if (!raw) return defaults;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('REMOTE_ENTRY_URLS must be a JSON object {games, member, wallet, agent}');
  }
  const parsed = v.safeParse(remoteUrlsSchema, json);
  if (!parsed.success) {
    throw new ConfigError(`REMOTE_ENTRY_URLS is invalid: ${parsed.issues[0]?.message ?? 'bad value'}`);
  }
  return { ...defaults, ...parsed.output };
}

function parseRemoteIntegrity(raw: string | undefined): Partial<Record<RemoteName, string>> {
  if (!raw) return {};
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('REMOTE_ENTRY_INTEGRITY must be a JSON object {games, member, wallet, agent}');
  }
  const parsed = v.safeParse(remoteIntegritySchema, json);
  if (!parsed.success) {
    throw new ConfigError(`REMOTE_ENTRY_INTEGRITY is invalid: ${parsed.issues[0]?.message ?? 'bad value'}`);
  }
  return parsed.output;
}

function parsePage(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (!raw) return null;
  const parsed = v.safeParse(httpUrl, raw);
  if (!parsed.success) throw new ConfigError(`${name} must be an http(s) URL`);
  return parsed.output;
}

function parseOrigin(name: string, raw: string): string {
  const parsed = v.safeParse(httpUrl, raw);
  if (!parsed.success) throw new ConfigError(`${name} must be an http(s) URL`);
  return new URL(parsed.output).origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const host = env.HOST || '127.0.0.1';
  const port = intFrom(env, 'PORT', 4000, 1, 65535);
  const profile = profileFrom(env);
  const metricsPort = env.METRICS_PORT ? intFrom(env, 'METRICS_PORT', 0, 1, 65535) : null;
  // The metrics are never on the port players reach (the gateway and nginx proxy that one).
  if (metricsPort === port) throw new ConfigError('METRICS_PORT must differ from PORT');
  const publicHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return {
    profile,
    demoDevPort: env.DEMO_DEV_PORT ? intFrom(env, 'DEMO_DEV_PORT', 0, 1, 65535) : null,
    metricsPort,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    host,
    port,
    databaseFile: env.DATABASE_FILE ? path.resolve(env.DATABASE_FILE) : DEFAULT_DATABASE_FILE,
    databaseUrl: env.DATABASE_URL || null,
    // Per address (guests, and each session's first request a minute) and per session: docs/decisions/0172.
    rateLimitMax: intFrom(env, 'RATE_LIMIT_MAX', 6_000, 1, 1_000_000_000),
    sessionRateLimitMax: intFrom(env, 'RATE_LIMIT_SESSION_MAX', 300, 1, 1_000_000_000),
    rateLimitStore: rateLimitStoreFrom(env),
    rateLimitSyncMs: intFrom(env, 'RATE_LIMIT_SYNC_MS', RATE_LIMIT_SYNC_MS_DEFAULT, 0, 60_000),
    publicOrigin: parseOrigin('PUBLIC_ORIGIN', env.PUBLIC_ORIGIN || `http://${publicHost}:${port}`),
    assetOrigin: env.ASSET_ORIGIN ? parseOrigin('ASSET_ORIGIN', env.ASSET_ORIGIN) : '',
    partnerPages: {
      payment: parsePage(env, 'PAYMENT_GATEWAY_URL'),
      game: parsePage(env, 'GAME_VENDOR_URL'),
      lottery: parsePage(env, 'LOTTERY_VENDOR_URL'),
    },
    remoteEntryUrls: parseRemoteUrls(env.REMOTE_ENTRY_URLS),
    remoteEntryUrlsExplicit: Boolean(env.REMOTE_ENTRY_URLS),
    remoteEntryIntegrity: parseRemoteIntegrity(env.REMOTE_ENTRY_INTEGRITY),
    seedOnStart: env.SEED === '1',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxyFrom(env),
    corsOrigins: env.CORS_ORIGINS
      ? env.CORS_ORIGINS.split(',')
          .map((o) => o.trim())
          .filter(Boolean)
          .map((o) => parseOrigin('CORS_ORIGINS', o))
      : null,
    passwordScrypt: {
      ...SCRYPT_DEFAULTS,
      log2N: intFrom(env, 'PASSWORD_SCRYPT_LOG2N', SCRYPT_DEFAULTS.log2N, LOG2N_RANGE.min, LOG2N_RANGE.max),
    },
    sessionIdleMinutes: intFrom(env, 'SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
    registerPerIpHourly: intFrom(env, 'REGISTER_PER_IP_HOURLY', REGISTER_PER_IP_DEFAULT, 1, 100_000),
    canaryJudgeIntervalS: intFrom(env, 'CANARY_JUDGE_INTERVAL_S', CANARY_JUDGE_INTERVAL_DEFAULT_S, 0, 3_600),
    stopDeadlineMs: intFrom(env, 'STOP_DEADLINE_SECONDS', STOP_DEADLINE_MS / 1000, 1, 600) * 1000,
    liveHeartbeatMs: intFrom(env, 'LIVE_HEARTBEAT_MS', LIVE_HEARTBEAT_MS, 100, 60_000),
    liveMaxStreams: intFrom(env, 'LIVE_MAX_STREAMS', STREAMS_PER_INSTANCE_DEFAULT, 1, 1_000_000),
  };
}
