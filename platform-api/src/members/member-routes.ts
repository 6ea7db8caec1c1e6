import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { notLoggedIn } from '../http/api-error';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { vendorWallets } from '../transfer/vendor-wallet-store';
import { readWallet } from '../wallet/wallet-store';
import { readMemberInfo } from './member-store';

export function registerMemberRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.memberInfo, async (ctx) => {
    const info = await readMemberInfo(ctx.deps.db, sessionOf(ctx).memberId);
    // The member was removed while the session lived: same answer as an expired session.
    if (!info) throw notLoggedIn();
    return info;
  });
  registerEndpoint(app, ENDPOINTS.wallet, async (ctx) => {
    const memberId = sessionOf(ctx).memberId;
    return {
      ...(await readWallet(ctx.deps.db, memberId)),
      wallets: await vendorWallets(ctx.deps.db, memberId),
    };
  });
}
