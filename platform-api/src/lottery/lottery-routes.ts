import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import { lotteryList, popularLottery } from './lottery-store';

const POPULAR_DEFAULT = 8;

export function registerLotteryRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.lotteryList, ({ deps }) => lotteryList(deps.db, deps.assetOrigin));
  registerEndpoint(app, ENDPOINTS.popularLottery, ({ input, deps }) =>
    popularLottery(deps.db, input.limit ?? POPULAR_DEFAULT, deps.assetOrigin),
  );
}
