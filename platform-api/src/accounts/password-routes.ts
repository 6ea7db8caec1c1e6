import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { tokenOf } from '../http/request-token';
import type { Merchant } from '../merchants/merchant-store';
import { hashPassword } from '../security/password';
import { hashToken } from '../security/token';
import { takeAttempt } from './account-events';
import { endSessions, loginMemberById, loginMemberByName, setPassword } from './account-store';
import { emailOf, memberIdByMobile, normaliseEmail, requireMobileKey } from './contacts';
import { registerEncryptedEndpoint } from './encrypted-endpoint';
import { LIMITS } from './limits';
import { clearLoginFailures } from './lockout';
import { passwordPattern } from './merchant-settings';
import { requireLoginPassword } from './password-budget';
import { fieldError } from './register-fields';
import { requireCode, wrongCode } from './verification-codes';

/** New password: the merchant's password rule, and equal to its confirmation. */
async function checkNewPassword(db: Db, merchant: Merchant, password: string, confirmation: string) {
  const rule = await passwordPattern(db, merchant);
  if (rule && !rule.test(password)) throw fieldError('PASSWORD_FORMAT', 'newPassword');
  if (password !== confirmation) throw fieldError('PASSWORD_MISMATCH', 'confirmNewPassword');
}

/**
 * New equals old. The catalogue has no own code for it yet, so it is PASSWORD_FORMAT with
 * its own code PASSWORD_SAME_AS_OLD (the client refuses this case before sending anyway, SPEC 4).
 */
const sameAsOld = () => new ApiError('PASSWORD_SAME_AS_OLD', 400, { field: 'newPassword' });

/** Change password (logged in) and reset by SMS or e-mail code (encrypted, guests). */
export function registerPasswordRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.changePassword, async (ctx) => {
    const { input, deps, merchant, request } = ctx;
    const session = sessionOf(ctx);
    if (input.newPassword === input.oldPassword) throw sameAsOld();
    await checkNewPassword(deps.db, merchant, input.newPassword, input.confirmNewPassword);
    await requireLoginPassword(deps.db, session, input.oldPassword, request.ip, 'oldPassword');
    await setPassword(deps.db, session.memberId, await hashPassword(input.newPassword));
    const token = tokenOf(request);
    // Other devices lose their sessions; this one stays logged in.
    await endSessions(deps.db, session.memberId, token ? hashToken(token) : undefined);
    return null;
  });

  registerEncryptedEndpoint(
    app,
    ENDPOINTS.passwordReset,
    async ({ input, merchant, deps, request, signal }) => {
      const now = new Date();
      await takeAttempt(deps.db, 'code_ip', request.ip, LIMITS.codeCheckPerIp, now);
      await checkNewPassword(deps.db, merchant, input.newPassword, input.confirmNewPassword);
      let memberId: number | null;
      if (input.method === 'sms') {
        const mobile = requireMobileKey(input.countryDialingCode, input.mobileNum);
        await requireCode(
          deps.db,
          { merchantCode: merchant.code, channel: 'sms', recipient: mobile, purpose: 'login' },
          input.code,
          now,
        );
        memberId = await memberIdByMobile(deps.db, merchant.code, mobile);
      } else {
        const email = normaliseEmail(input.email);
        const member = await loginMemberByName(deps.db, merchant.code, input.username.trim());
        if (!member || (await emailOf(deps.db, member.id)) !== email) throw wrongCode();
        await requireCode(
          deps.db,
          { merchantCode: merchant.code, channel: 'email', recipient: email, purpose: 'reset' },
          input.code,
          now,
        );
        memberId = member.id;
      }
      const member = memberId === null ? null : await loginMemberById(deps.db, memberId);
      if (!member) throw wrongCode();
      await setPassword(deps.db, member.id, await hashPassword(input.newPassword, { signal }));
      await endSessions(deps.db, member.id);
      await clearLoginFailures(deps.db, merchant.code, member.username);
      return null;
    },
  );
}
