import { ENDPOINTS, HOT_MATCHES_MAX, LOBBY_MATCHES_MAX } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import { listMatches, sportsVendors } from './match-store';

/** Issue 30: the common state's hot matches and the sports lobby; guest-readable, answered from the guest cache. */
export function registerSportsRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.hotMatches, async ({ input, merchant, deps }) => ({
    matches: await listMatches(deps.db, merchant.code, new Date(), {
      ...(input.sport ? { sport: input.sport } : {}),
      hotOnly: true,
      limit: input.limit ?? HOT_MATCHES_MAX,
    }),
  }));

  registerEndpoint(app, ENDPOINTS.sportsLobby, async ({ merchant, deps }) => {
    const matches = await listMatches(deps.db, merchant.code, new Date(), {
      hotOnly: false,
      limit: LOBBY_MATCHES_MAX,
    });
    return { categories: await sportsVendors(deps.db, matches), matches };
  });
}
