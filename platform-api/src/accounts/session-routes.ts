import { type CredentialKeyInfo, ENCRYPTION_SCHEME, ENDPOINTS, MEMBER_TYPE } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { tokenOf } from '../http/request-token';
import { publishLive } from '../live/live-notice';
import { credentialKeyring } from '../security/credential-keyring';
import { hashToken } from '../security/token';
import { clearDrawCookie } from '../sessions/draw-cookie';
import { readWallet } from '../wallet/wallet-store';
import { takeAttempt } from './account-events';
import { registerEncryptedEndpoint } from './encrypted-endpoint';
import { LIMITS } from './limits';
import { login } from './login-flow';
import { freePlaySession } from './trial-account';

/** Credential key, login (password or SMS), free play, trial info, logout. */
export function registerSessionRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.credentialKey, async ({ deps }): Promise<CredentialKeyInfo> => {
    const key = await credentialKeyring(deps.db).current(new Date());
    return { keyId: key.keyId, publicKey: key.publicKey, scheme: ENCRYPTION_SCHEME, serverTime: Date.now() };
  });

  registerEncryptedEndpoint(app, ENDPOINTS.login, ({ input, merchant, deps, request, signal }) =>
    login(deps.db, merchant, input, request.ip, new Date(), signal),
  );

  registerEndpoint(app, ENDPOINTS.freePlayLogin, async ({ merchant, session, deps, request }) => {
    const now = new Date();
    if (!session) await takeAttempt(deps.db, 'freeplay_ip', request.ip, LIMITS.freePlayPerIp, now);
    return freePlaySession(deps.db, merchant.code, session, now);
  });

  registerEndpoint(app, ENDPOINTS.trialUser, async (ctx) => {
    const session = sessionOf(ctx);
    if (session.type !== MEMBER_TYPE.FREE_PLAY) throw forbidden();
    const wallet = await readWallet(ctx.deps.db, session.memberId);
    return { userName: session.userName, customerType: session.type, sumBalance: wallet.sumBalance };
  });

  registerEndpoint(app, ENDPOINTS.logout, async (ctx) => {
    sessionOf(ctx);
    // The row goes below, and the draw token with it; the browser drops its copy too (0641).
    clearDrawCookie(ctx.request, ctx.reply);
    const token = tokenOf(ctx.request);
    if (token) {
      await ctx.deps.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
      // Other tabs on the same session learn of it on their streams.
      await publishLive(ctx.deps.db, { k: 'logout', m: ctx.session?.memberId ?? 0, r: 'session-ended' });
    }
    return null;
  });
}
