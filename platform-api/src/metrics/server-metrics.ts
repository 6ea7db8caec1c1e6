import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type PoolStats, poolStatsOf } from '../db/database';
import type { Db } from '../db/schema';
import { hashingLoad } from '../security/password';
import { onPostingCommitted } from '../wallet/ledger';

/** Seconds: a cached read takes well under 5 ms, a production-cost login about half a second. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched: never its URL, which a client chooses (unbounded labels). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface ServerMetricsOptions {
  /** The database whose pool is reported (PostgreSQL; SQLite has none). */
  db: Db;
  /** prom-client's process metrics too: event-loop delay, heap, GC, CPU, handles (the server; tests mostly not). */
  processMetrics?: boolean;
}

/** The server's Prometheus metrics (docs/operations.md lists them) and the registry `/metrics` serves. */
export interface ServerMetrics {
  registry: Registry;
  /** By method, route pattern and status code; its `_count` is the request rate. */
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  /** Failed requests by route pattern and the catalogue code they were answered with. */
  requestErrors: Counter<'route' | 'code'>;
  /** Requests the rate limiter refused, by the scope whose budget ran out. */
  rateLimitRefusals: Counter<'scope'>;
  /** Cents moved per ledger kind (`tx_code`) and direction, counted once their transaction committed. */
  ledgerCents: Counter<'kind' | 'direction'>;
  /** Ledger rows committed per kind. */
  ledgerPostings: Counter<'kind'>;
  /** Automatic canary judgements by verdict (`wait`, `promote`, `abort`) and whether the end was applied. */
  canaryJudgements: Counter<'verdict' | 'applied'>;
  /** Stops what the metrics listen to (the ledger); the registry keeps its last values. */
  close(): void;
}

const POOL_STATES: readonly (keyof PoolStats)[] = ['total', 'idle', 'waiting'];

export function createServerMetrics(options: ServerMetricsOptions): ServerMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const requestErrors = new Counter({
    name: 'http_request_errors_total',
    help: 'Requests answered with a failure, by route pattern and error code',
    labelNames: ['route', 'code'] as const,
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused 429 by the request limits, by the scope whose budget ran out',
    labelNames: ['scope'] as const,
    registers,
  });
  const ledgerCents = new Counter({
    name: 'ledger_moved_cents_total',
    help: 'Money moved through the ledger in cents, by ledger kind and direction, after commit',
    labelNames: ['kind', 'direction'] as const,
    registers,
  });
  const ledgerPostings = new Counter({
    name: 'ledger_postings_total',
    help: 'Ledger rows committed, by ledger kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const canaryJudgements = new Counter({
    name: 'canary_judgements_total',
    help: 'Automatic canary judgements by verdict (wait, promote, abort) and whether the end was applied',
    labelNames: ['verdict', 'applied'] as const,
    registers,
  });
  new Gauge({
    name: 'password_hash_queue',
    help: 'Password hashes of this process running and waiting for a slot',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const load = hashingLoad();
      this.set({ state: 'running' }, load.running);
      this.set({ state: 'waiting' }, load.waiting);
    },
  });
  if (poolStatsOf(options.db)) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = poolStatsOf(options.db);
        if (stats) for (const state of POOL_STATES) this.set({ state }, stats[state]);
      },
    });
  }

  const stopLedger = onPostingCommitted(({ txCode, amountCents }) => {
    ledgerCents.inc({ kind: txCode, direction: amountCents > 0 ? 'credit' : 'debit' }, Math.abs(amountCents));
    ledgerPostings.inc({ kind: txCode });
  });

  return {
    registry,
    requestDuration,
    requestErrors,
    rateLimitRefusals,
    ledgerCents,
    ledgerPostings,
    canaryJudgements,
    close: stopLedger,
  };
}
