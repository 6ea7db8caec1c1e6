import { ENDPOINTS, PAGE_SIZE } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { amountToCents } from '../common/money';
import { paged } from '../common/paging';
import { notLoggedIn } from '../http/api-error';
import { registerEndpoint } from '../http/register-endpoint';
import { gameFilterFor } from './game-filter';
import { listGames } from './game-store';
import { readVassGameType } from './vendor-store';
import { latestWinners } from './winner-store';

export function registerGameRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.vassGameType, ({ deps }) => readVassGameType(deps.db));

  registerEndpoint(app, ENDPOINTS.gameList, async ({ input, session, deps }) => {
    const filter = gameFilterFor(input.gameType);
    // SPEC 4: the favourites view needs a session.
    if (filter.kind === 'favourites' && !session) throw notLoggedIn();
    const pageSize = input.pageSize ?? PAGE_SIZE.games;
    const { games, total } = await listGames(
      deps.db,
      {
        filter,
        memberId: session?.memberId ?? null,
        vassalage: input.vassalage,
        gameName: input.gameName,
        gameClassify: input.gameClassify,
        maxMinBetCents: input.minBet === undefined ? undefined : amountToCents(Number(input.minBet)),
        minLines: input.minLine,
        pageNum: input.pageNo,
        pageSize,
      },
      deps.assetOrigin,
    );
    return paged(games, input.pageNo, pageSize, total);
  });

  registerEndpoint(app, ENDPOINTS.rankList, ({ input, deps }) =>
    latestWinners(deps.db, Number(input.limitNum), deps.assetOrigin),
  );
}
