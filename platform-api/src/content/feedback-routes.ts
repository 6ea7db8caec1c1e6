import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireCaptcha } from '../accounts/captcha-store';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';

/**
 * SPEC feedback: members only, 20–200 characters (the schema), a captcha on every send. Stored as the
 * player typed it; whoever reads it (operator command) gets text, never HTML.
 */
export function registerFeedbackRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.feedback, async (ctx) => {
    const session = sessionOf(ctx);
    const { db } = ctx.deps;
    const now = new Date();
    await requireCaptcha(db, ctx.input, now);
    const row = await db
      .insertInto('feedback')
      .values({
        member_id: session.memberId,
        type: ctx.input.type,
        content: ctx.input.content,
        // The sender is the logged-in account, whatever the payload claims.
        sender: session.userName,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id };
  });
}
