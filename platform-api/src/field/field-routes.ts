import { FIELD_BATCH_MAX_BYTES, FIELD_BEACON_PATH } from '@mobile/shared-contracts';
import { parseFieldBatch } from '@mobile/shared-contracts/field-beacon-schema';
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../http/api-error';
import { memoryRateCounter } from '../http/rate-counter';
import { resolveMerchant } from '../http/request-merchant';
import { recordFieldBatch } from './field-store';

/**
 * Batches per minute from one address: a carrier's NAT puts many players behind one (0172), and each
 * sends a few batches per page at most (sampled, 20 events each).
 */
export const FIELD_ADDRESS_MAX = 600;
/** Batches per minute of one page load's session id (a page sends one per 20 events and one on leaving). */
export const FIELD_SESSION_MAX = 20;
const WINDOW_MS = 60_000;

/**
 * The field beacon's endpoint (`navigator.sendBeacon`: a JSON body as `application/json` or `text/plain`,
 * no header of ours, so the merchant code is in the body). Answers 204; a batch the schema refuses 400, a
 * body over `FIELD_BATCH_MAX_BYTES` 413, past either limit 429 (counted in `/metrics`: the address limit
 * as `rate_limit_refusals_total{scope="field"}`, every refusal in `http_request_errors_total`).
 */
export function registerFieldRoutes(app: FastifyInstance): void {
  const sessions = memoryRateCounter();
  app.register(async (child) => {
    // sendBeacon with a string sends text/plain: the same JSON.
    child.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(badRequest(), undefined);
      }
    });
    child.post(
      FIELD_BEACON_PATH,
      { bodyLimit: FIELD_BATCH_MAX_BYTES, config: { rateLimit: { max: FIELD_ADDRESS_MAX, scope: 'field' } } },
      async (request, reply) => {
        const batch = parseFieldBatch(request.body);
        if (!batch) throw badRequest();
        const merchant = await resolveMerchant(child.deps.db, request, child.deps.guestCache);
        const now = Date.now();
        const hits = await new Promise<number>((resolve, reject) =>
          sessions.hit(`${merchant.code} ${batch.sessionId}`, WINDOW_MS, now, (error, count) =>
            error ? reject(error) : resolve(count),
          ),
        );
        if (hits > FIELD_SESSION_MAX) throw new ApiError('RATE_LIMITED', 429);
        await recordFieldBatch(child.deps.db, { ...batch, merchantCode: merchant.code }, new Date(now));
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );
  });
}
