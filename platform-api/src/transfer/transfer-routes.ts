import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { transferFunds } from './wallet-transfer';

/** Fund transfer between the main wallet and a vendor's (balances come with GET /wps/wallets/gcs). */
export function registerTransferRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.walletTransfer, (ctx) =>
    transferFunds(ctx.deps.db, sessionOf(ctx).memberId, ctx.input, new Date(), ctx.request.trace.traceId),
  );
}
