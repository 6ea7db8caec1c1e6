import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { readProfile, readSecurityConfig, readVipBenefits, writeNickname } from './profile-store';

/** A member removed while the session lived gets the same answer as an expired session. */
function found<T>(value: T | null): T {
  if (value === null) throw notLoggedIn();
  return value;
}

/** My account, security centre and VIP pages of the member centre. */
export function registerProfileRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.memberProfile, async (ctx) =>
    found(await readProfile(ctx.deps.db, sessionOf(ctx).memberId)),
  );
  registerEndpoint(app, ENDPOINTS.securityConfig, async (ctx) =>
    found(await readSecurityConfig(ctx.deps.db, sessionOf(ctx).memberId)),
  );
  registerEndpoint(app, ENDPOINTS.vipBenefits, async (ctx) =>
    found(await readVipBenefits(ctx.deps.db, sessionOf(ctx).memberId)),
  );
  registerEndpoint(app, ENDPOINTS.setNickname, async (ctx) => {
    // The schema already trimmed and checked it (NICKNAME_PATTERN).
    await writeNickname(ctx.deps.db, sessionOf(ctx).memberId, ctx.input.nickname);
    return { nickname: ctx.input.nickname };
  });
}
