import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { findSession } from '../sessions/session-store';
import { gatewayOrigin } from '../vendor/gateway-origin';
import { escapeHtml, sendPage } from '../vendor/page-html';

/** The demo merchant's task site: a page on the merchant's frame origin (the API's own origin). */
export const DEMO_TASK_PATH = '/lgw/demo-task';

/** The TASK resource link the demo seed gives a merchant: its task page on the frame origin. */
export function demoTaskUrl(frameOrigin: string, merchantCode: string): string {
  return `${frameOrigin}${DEMO_TASK_PATH}/${encodeURIComponent(merchantCode)}`;
}

const params = v.object({ merchant: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/)) });
const query = v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) });

/** Demo tasks: what a task site lists for a member (SPEC names the frame, not its content). */
const TASKS = ['Log in today', 'Play 5 slot games', 'Make a deposit of 100 or more'];

const SIGNED_OUT = 'Your session has ended. Close this page and log in again.';

/**
 * GET /lgw/demo-task/:merchant?token=: the task page the task frame opens (SPEC 2: the session token as
 * a query parameter). It reads the token only to greet the member; it changes nothing.
 */
export function registerDemoTaskRoutes(app: FastifyInstance): void {
  const origin = gatewayOrigin();
  app.get(`${DEMO_TASK_PATH}/:merchant`, async (request, reply) => {
    const p = v.safeParse(params, request.params);
    const q = v.safeParse(query, request.query);
    const token = q.success ? q.output.token : undefined;
    const session = p.success && token ? await findSession(app.deps.db, token, p.output.merchant) : null;
    if (!session) {
      return sendPage(reply, 401, origin, {
        title: 'Tasks',
        body: `<h1>Tasks</h1><p class="msg err" role="alert">${escapeHtml(SIGNED_OUT)}</p>`,
      });
    }
    const items = TASKS.map((task) => `<li>${escapeHtml(task)}</li>`).join('');
    return sendPage(reply, 200, origin, {
      title: 'Tasks',
      body: `<h1>Tasks</h1><p>Hello, ${escapeHtml(session.userName)}. Finish these tasks for rewards.</p><ul>${items}</ul>`,
    });
  });
}
