import { ENDPOINTS, isFreePlay, SECURITY_QUESTION_KEYS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { requireLoginPassword } from '../accounts/password-budget';
import { ApiError } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { readSecurityQuestions, writeSecurityQuestions } from './security-question-store';

/** Security questions of the security centre: the list to choose from, the member's set, setting it. */
export function registerSecurityQuestionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.securityQuestions, async () => ({
    questionKeys: [...SECURITY_QUESTION_KEYS],
  }));

  registerEndpoint(app, ENDPOINTS.customerSecurityQuestions, async (ctx) =>
    readSecurityQuestions(ctx.deps.db, sessionOf(ctx).memberId),
  );

  registerEndpoint(app, ENDPOINTS.setCustomerSecurityQuestions, async (ctx) => {
    const { deps, input, request } = ctx;
    const session = sessionOf(ctx);
    // A free-play account is thrown away; it has nothing to recover.
    if (isFreePlay(session.type)) throw new ApiError('FREE_REJECT', 403);
    const now = new Date();
    // The password check counts against the same per-account budget as logins and password changes.
    await requireLoginPassword(deps.db, session, input.password, request.ip, 'password', now);
    await writeSecurityQuestions(deps.db, session.memberId, input.answers, now);
    return readSecurityQuestions(deps.db, session.memberId);
  });
}
