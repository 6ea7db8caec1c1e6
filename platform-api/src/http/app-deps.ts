import type { Db } from '../db/schema';

/** What route handlers need besides the request; hung on the Fastify instance as `deps`. */
export interface AppDeps {
  db: Db;
  /** Prefix of icon and banner URLs; empty for same-origin paths. */
  assetOrigin: string;
  /** API requests per minute per client IP; images get ten times as many. */
  rateLimitMax: number;
  /** Sliding idle timeout of sessions. */
  sessionIdleMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
