import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** A database that does not answer within this is reported as not ready. */
export const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const probe = sql`select 1`
    .execute(app.deps.db)
    .then(() => true)
    .catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For the orchestrator and the load balancer, on the API's own port (the gateway does not expose
 * them): `/healthz` says the process serves (liveness), `/readyz` that its database answers
 * (readiness). While the server stops (SIGTERM) both answer 503, so traffic drains before the exit.
 * Neither counts against the rate limit.
 */
export function registerHealthRoutes(app: FastifyInstance): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/healthz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.headers(noStore);
    return { status: 'ok' };
  });
  app.get('/readyz', { config: { rateLimit: false } }, async (_request, reply) => {
    reply.headers(noStore);
    if (await databaseAnswers(app)) return { status: 'ok', database: 'ok' };
    return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
  });
}
