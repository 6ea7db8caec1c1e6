import { randomInt } from 'node:crypto';
import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import { pruneEvents, takeAttempt } from './account-events';
import { loginMemberByName } from './account-store';
import { issueCaptcha, requireCaptcha } from './captcha-store';
import { captchaImage } from './captcha-svg';
import { affiliateMemberId, emailOf, memberIdByMobile, normaliseEmail, requireMobileKey } from './contacts';
import { CODE_RESEND_MS, LIMITS } from './limits';
import { checkCode, issueCode } from './verification-codes';

/** Captcha, username check, SMS codes (login/reset and register) and e-mail reset codes. */
export function registerVerificationRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.captcha, async ({ deps, request }) => {
    const now = new Date();
    await takeAttempt(deps.db, 'captcha_ip', request.ip, LIMITS.captchaPerIp, now);
    const { captchaId, answer } = await issueCaptcha(deps.db, now);
    deps.onCaptchaIssued?.(captchaId, answer);
    // Housekeeping rides along on a frequent call instead of a timer: about once in 100 captchas.
    if (randomInt(100) === 0) await pruneEvents(deps.db, now);
    return { captchaId, image: captchaImage(answer) };
  });

  registerEndpoint(app, ENDPOINTS.checkUsername, async ({ input, merchant, deps, request }) => {
    const now = new Date();
    await takeAttempt(deps.db, 'username_ip', request.ip, LIMITS.usernameCheckPerIp, now);
    await takeAttempt(deps.db, 'username_merchant', merchant.code, LIMITS.usernameCheckPerMerchant, now);
    return { exists: (await loginMemberByName(deps.db, merchant.code, input.username.trim())) !== null };
  });

  registerEndpoint(app, ENDPOINTS.checkAffiliate, async ({ input, merchant, deps, request }) => {
    await takeAttempt(deps.db, 'affiliate_ip', request.ip, LIMITS.affiliateCheckPerIp, new Date());
    return { valid: (await affiliateMemberId(deps.db, merchant.code, input.code)) !== null };
  });

  for (const [endpoint, purpose] of [
    [ENDPOINTS.smsNoLogin, 'login'],
    [ENDPOINTS.smsRegister, 'register'],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ input, merchant, deps, request }) => {
      const now = new Date();
      const mobile = requireMobileKey(input.countryDialingCode, input.mobileNo);
      await takeAttempt(deps.db, 'sms_ip', request.ip, LIMITS.smsPerIp, now);
      // Captcha before the per-number limits, so strangers cannot use up a victim's sends.
      await requireCaptcha(deps.db, input, now);
      await takeAttempt(deps.db, 'sms_number', mobile, LIMITS.smsPerNumber, now);
      await takeAttempt(deps.db, 'sms_number_hour', mobile, LIMITS.smsPerNumberHourly, now);
      const known = (await memberIdByMobile(deps.db, merchant.code, mobile)) !== null;
      // Login codes only go to registered numbers, register codes only to new ones; the answer is
      // the same either way so the call does not tell which numbers are members.
      if (known !== (purpose === 'login')) return { expirationTime: now.getTime() + CODE_RESEND_MS };
      const target = { merchantCode: merchant.code, channel: 'sms' as const, recipient: mobile, purpose };
      return { expirationTime: await issueCode(deps.db, target, now) };
    });
  }

  registerEndpoint(app, ENDPOINTS.passwordEmail, async ({ input, merchant, deps, request }) => {
    const now = new Date();
    const email = normaliseEmail(input.email);
    await takeAttempt(deps.db, 'sms_ip', request.ip, LIMITS.smsPerIp, now);
    await requireCaptcha(deps.db, input, now);
    await takeAttempt(deps.db, 'email_address', email, LIMITS.emailPerAddress, now);
    const member = await loginMemberByName(deps.db, merchant.code, input.username.trim());
    const matches = member !== null && (await emailOf(deps.db, member.id)) === email;
    if (!matches) return { expirationTime: now.getTime() + CODE_RESEND_MS };
    const target = {
      merchantCode: merchant.code,
      channel: 'email' as const,
      recipient: email,
      purpose: 'reset' as const,
    };
    return { expirationTime: await issueCode(deps.db, target, now) };
  });

  registerEndpoint(app, ENDPOINTS.passwordVerification, async ({ input, merchant, deps, request }) => {
    const now = new Date();
    await takeAttempt(deps.db, 'code_ip', request.ip, LIMITS.codeCheckPerIp, now);
    const email = normaliseEmail(input.email);
    const member = await loginMemberByName(deps.db, merchant.code, input.username.trim());
    if (!member || (await emailOf(deps.db, member.id)) !== email) return { valid: false };
    const target = {
      merchantCode: merchant.code,
      channel: 'email' as const,
      recipient: email,
      purpose: 'reset' as const,
    };
    return { valid: await checkCode(deps.db, target, input.code, now, false) };
  });
}
