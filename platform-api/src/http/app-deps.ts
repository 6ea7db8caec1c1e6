import type { Db } from '../db/schema';
import type { SharedSecrets } from '../platform/shared-secrets';
import type { PartnerPages } from '../vendor/partner-pages';
import type { GuestCache } from './guest-cache';

/** What route handlers need besides the request; hung on the Fastify instance as `deps`. */
export interface AppDeps {
  db: Db;
  /** Prefix of icon and banner URLs; empty for same-origin paths. */
  assetOrigin: string;
  /** API requests per minute per client IP from guests (sessions count per token); images get ten times as many. */
  rateLimitMax: number;
  /** Sliding idle timeout of sessions. */
  sessionIdleMs: number;
  /** Registrations one IP may attempt an hour (the spec's 5 unless configured). */
  registerPerIpHourly: number;
  /** Answers that are the same for every guest (endpoints marked `guestCache`). */
  guestCache: GuestCache;
  /** HMAC keys shared by every instance (configured, or kept in the database). */
  secrets: SharedSecrets;
  /** Where deposits are paid and games played (vendor/partner-pages.ts). */
  partnerPages: PartnerPages;
  /** The time now: the system clock, or a test's. */
  clock: () => Date;
  /** Told every captcha answer as it is issued: the demo profile keeps them for its dev port; else unset. */
  onCaptchaIssued?: (captchaId: string, answer: string) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
