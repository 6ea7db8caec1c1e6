import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http/api-error';
import { success } from '../http/envelope';
import { stringField } from '../http/request-merchant';

/** Answers of the latest captchas, kept in memory in demo mode only, so e2e journeys can solve them. */
const answers = new Map<string, string>();
const KEEP = 200;

export function rememberCaptchaForDemo(captchaId: string, answer: string, env = process.env): void {
  if (env.DEMO_OUTBOX !== '1') return;
  answers.set(captchaId, answer);
  const oldest = answers.keys().next().value;
  if (answers.size > KEEP && oldest !== undefined) answers.delete(oldest);
}

/**
 * GET /wps/dev/captcha?id=<captchaId>: the answer of a captcha issued in demo mode. Mounted only with
 * DEMO_OUTBOX=1, like the outbox; otherwise the path does not exist and no answer is kept.
 */
export function registerDevCaptchaRoute(app: FastifyInstance, env: NodeJS.ProcessEnv = process.env): void {
  if (env.DEMO_OUTBOX !== '1') return;
  app.get('/wps/dev/captcha', async (request, reply) => {
    const id = stringField(request.query, 'id') ?? '';
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw badRequest();
    const answer = answers.get(id);
    if (!answer) throw notFound();
    reply.header('cache-control', 'no-store');
    return success({ answer });
  });
}
