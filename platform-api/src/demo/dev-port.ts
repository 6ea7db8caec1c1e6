import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { latestMessages } from '../accounts/outbox';
import type { Db } from '../db/schema';
import { success } from '../http/envelope';
import { MERCHANT_CODE } from '../merchants/merchant-store';
import { captchaAnswer } from './dev-captcha';

/**
 * The demo's dev port: the outbox (SMS and e-mail codes) and captcha answers, for demos and e2e. It is a
 * server of its own that listens on 127.0.0.1 only, never on the player-facing port: the gateway of
 * tools/site and nginx proxy the API's port alone, so no player can read another member's codes.
 *
 *   GET /dev/outbox?to=+639171234567[&merchant=demo]   latest messages "sent" to a number or address
 *   GET /dev/captcha?id=<captchaId>                    the answer of a captcha issued since start
 */
export function buildDevApp(db: Db, logger?: FastifyBaseLogger): FastifyInstance {
  const app = Fastify(logger ? { loggerInstance: logger } : {});
  registerDevRoutes(app, db);
  return app;
}

function registerDevRoutes(app: FastifyInstance, db: Db): void {
  const refuse = (reply: FastifyReply, status: 400 | 404) =>
    reply.code(status).send({
      success: false,
      code: status === 400 ? 'BAD_REQUEST' : 'NOT_FOUND',
      message: null,
      value: null,
    });

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  app.get('/dev/outbox', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    // An unencoded '+' arrives as a space and is trimmed away: digits alone mean a phone number.
    const raw = typeof query.to === 'string' ? query.to.trim().toLowerCase() : '';
    const to = /^\d{6,19}$/.test(raw) ? `+${raw}` : raw;
    const merchant = typeof query.merchant === 'string' ? query.merchant : 'demo';
    if (!to || to.length > 254 || !MERCHANT_CODE.test(merchant)) return refuse(reply, 400);
    return success(await latestMessages(db, merchant, to));
  });

  app.get('/dev/captcha', async (request, reply) => {
    const id = (request.query as Record<string, unknown>).id;
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return refuse(reply, 400);
    const answer = captchaAnswer(id);
    if (!answer) return refuse(reply, 404);
    return success({ answer });
  });
}

/** Listens on loopback only, whatever HOST the API has: the dev port is never reachable from outside. */
export async function startDevPort(
  db: Db,
  port: number,
  logger: FastifyBaseLogger,
): Promise<FastifyInstance> {
  const app = buildDevApp(db, logger);
  await app.listen({ host: '127.0.0.1', port });
  return app;
}
