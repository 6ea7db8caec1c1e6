import { ENDPOINTS, PAGE_SIZE } from '@mobile/shared-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paged } from '../common/paging';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { addFavourite, favouriteIds, removeFavourite } from './favourite-store';
import { gameFilterFor } from './game-filter';
import { listGames } from './game-store';
import { hotGamesByVendor } from './hot-games';
import { addRecent, recentGames } from './recent-store';

/**
 * The registrar validates the query of a DELETE; the client sends this DELETE's fields as a JSON
 * body, so inside this plugin the body's fields are laid over the query before validation.
 */
async function bodyAsQuery(request: FastifyRequest): Promise<void> {
  const { body, query } = request;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    request.query = { ...(query as object), ...body };
  }
}

export function registerGameActivityRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.hotGames, ({ deps }) => hotGamesByVendor(deps.db, deps.assetOrigin));

  registerEndpoint(app, ENDPOINTS.addFavourite, async (ctx) => ({
    success: await addFavourite(ctx.deps.db, sessionOf(ctx).memberId, ctx.input.nodeId, ctx.input.vendor),
  }));
  app.register(async (child) => {
    child.addHook('preValidation', bodyAsQuery);
    registerEndpoint(child, ENDPOINTS.removeFavourite, async (ctx) => ({
      success: await removeFavourite(
        ctx.deps.db,
        sessionOf(ctx).memberId,
        ctx.input.nodeId,
        ctx.input.vendor,
      ),
    }));
  });

  registerEndpoint(app, ENDPOINTS.favouriteIds, (ctx) =>
    favouriteIds(
      ctx.deps.db,
      sessionOf(ctx).memberId,
      ctx.input.pageNo ?? 1,
      ctx.input.pageSize ?? PAGE_SIZE.favouriteIds,
    ),
  );

  registerEndpoint(app, ENDPOINTS.favouriteList, async (ctx) => {
    const { input, deps } = ctx;
    const memberId = sessionOf(ctx).memberId;
    const pageSize = input.pageSize ?? PAGE_SIZE.favourites;
    const type = input.gameType;
    // FAV or no type: all favourites; HOT or a category narrows them as the game list does.
    const filter = !type || type === 'FAV' ? gameFilterFor('FAV') : gameFilterFor(type);
    const { games, total } = await listGames(
      deps.db,
      { filter, memberId, favouritesOf: memberId, pageNum: input.pageNo, pageSize },
      deps.assetOrigin,
    );
    return paged(games, input.pageNo, pageSize, total);
  });

  registerEndpoint(app, ENDPOINTS.addRecent, async (ctx) => ({
    success: await addRecent(ctx.deps.db, sessionOf(ctx).memberId, ctx.input.nodeId),
  }));
  registerEndpoint(app, ENDPOINTS.recentList, (ctx) =>
    recentGames(ctx.deps.db, sessionOf(ctx).memberId, ctx.deps.assetOrigin),
  );
}
