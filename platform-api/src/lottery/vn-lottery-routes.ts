import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { vnGameMenu, vnOpenedNumeros, vnRecentMenu } from './vn-lottery-store';

/** SPEC 7 VN lottery calls: the menu by region, the member's recent VN games, and each game's open draw. */
export function registerVnLotteryRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.vnGameMenu, ({ deps }) => vnGameMenu(deps.db, deps.assetOrigin));
  registerEndpoint(app, ENDPOINTS.vnRecentMenu, (ctx) =>
    vnRecentMenu(ctx.deps.db, sessionOf(ctx).memberId, ctx.deps.assetOrigin),
  );
  registerEndpoint(app, ENDPOINTS.vnOpenedNumeros, ({ deps }) => vnOpenedNumeros(deps.db, new Date()));
}
