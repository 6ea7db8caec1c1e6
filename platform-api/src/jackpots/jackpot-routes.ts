import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import { listJackpots } from './jackpot-store';

/** The merchant's jackpot pools and latest wins: the same for every visitor, guests answered from memory. */
export function registerJackpotRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.jackpotPools, ({ merchant, deps }) => listJackpots(deps.db, merchant.code));
}
