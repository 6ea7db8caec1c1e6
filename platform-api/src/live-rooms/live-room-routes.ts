import { ENDPOINTS } from '@mobile/shared-contracts';
import type { FastifyInstance } from 'fastify';
import { assertChatAllowed } from '../chat/chat-access';
import { registerEndpoint, sessionOf } from '../http/register-endpoint';
import { listLiveRooms, recordWatch } from './live-room-store';

/** SPEC 7 live models (CBS_modelList): the merchant's live rooms, gated as the chat is (CBS3). */
export function registerLiveRoomRoutes(app: FastifyInstance): void {
  registerEndpoint(app, ENDPOINTS.liveRooms, async (ctx) => {
    const session = sessionOf(ctx);
    await assertChatAllowed(ctx.deps.db, session);
    return { rooms: await listLiveRooms(ctx.deps.db, session.merchantCode, new Date()) };
  });

  registerEndpoint(app, ENDPOINTS.liveRoomWatch, async (ctx) => {
    const session = sessionOf(ctx);
    await assertChatAllowed(ctx.deps.db, session);
    return recordWatch(ctx.deps.db, {
      merchantCode: session.merchantCode,
      memberId: session.memberId,
      roomId: ctx.input.roomId,
      now: new Date(),
    });
  });
}
