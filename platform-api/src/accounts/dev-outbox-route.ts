import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/api-error';
import { success } from '../http/envelope';
import { resolveMerchant, stringField } from '../http/request-merchant';
import { latestMessages } from './outbox';

/**
 * GET /wps/dev/outbox?to=+639171234567 (or an e-mail address): the latest messages "sent" there.
 * Only mounted when DEMO_OUTBOX=1 (local runner, e2e); otherwise the path does not exist.
 */
export function registerDevOutboxRoute(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  if (env.DEMO_OUTBOX !== '1') return;
  app.get('/wps/dev/outbox', async (request, reply) => {
    // An unencoded '+' arrives as a space and is trimmed away: digits alone mean a phone number.
    const raw = stringField(request.query, 'to')?.trim().toLowerCase() ?? '';
    const to = /^\d{6,19}$/.test(raw) ? `+${raw}` : raw;
    if (!to || to.length > 254) throw badRequest();
    const merchant = await resolveMerchant(app.deps.db, request);
    reply.header('cache-control', 'no-store');
    return success(await latestMessages(app.deps.db, merchant.code, to));
  });
}
