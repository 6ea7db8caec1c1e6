import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint';
import { lotteryHistory, vnRegionHistory } from './draws-store';

/** Rows of a page when the client names no size. */
export const HISTORY_PAGE_DEFAULT = 20;

/** Issue 30's lottery history: the draws platform-api made, per game and per VN region. */
export function registerLotteryHistoryRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.lotteryHistory, ({ input, deps }) =>
    lotteryHistory(
      deps.db,
      input.gameId,
      { pageNum: input.pageNo ?? 1, pageSize: input.pageSize ?? HISTORY_PAGE_DEFAULT },
      deps.clock(),
    ),
  );
  registerEndpoint(app, ENDPOINTS.vnRegionHistory, ({ input, deps }) =>
    vnRegionHistory(
      deps.db,
      input.region,
      { pageNum: input.pageNo ?? 1, pageSize: input.pageSize ?? HISTORY_PAGE_DEFAULT },
      deps.clock(),
    ),
  );
}
