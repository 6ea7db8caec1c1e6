import { ENDPOINTS, isFreePlay, SECURITY_QUESTION_KEYS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { takePasswordAttempt } from '../accounts/account-events';
import { loginMemberById } from '../accounts/account-store';
import { ApiError, notLoggedIn } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { verifyPassword } from '../security/password';
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
    const { deps, input, merchant } = ctx;
    const session = sessionOf(ctx);
    // A free-play account is thrown away; it has nothing to recover.
    if (isFreePlay(session.type)) throw new ApiError('FREE_REJECT', 403);
    const now = new Date();
    // The password check counts against the same per-account budget as logins and password changes.
    await takePasswordAttempt(deps.db, merchant.code, session.userName, now);
    const member = await loginMemberById(deps.db, session.memberId);
    if (!member) throw notLoggedIn();
    if (!(await verifyPassword(input.password, member.passwordHash)))
      throw new ApiError('WRONG_CREDENTIALS', 400, { field: 'password' });
    await writeSecurityQuestions(deps.db, member.id, input.answers, now);
    return readSecurityQuestions(deps.db, member.id);
  });
}
