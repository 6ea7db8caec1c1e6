import * as v from 'valibot';
import { TIMERS } from '../constants';
import { defineEndpoint } from './define';

/** A live room of the merchant (SPEC 7 CBS_modelList): a host streaming, or a room waiting for one. */
export const liveRoomSchema = v.object({
  id: v.number(),
  host: v.string(),
  title: v.string(),
  /** Members who watched in the last two minutes (the player reports every minute while it plays). */
  viewers: v.number(),
  live: v.boolean(),
  /** The stream's address: on the site's origin or its asset CDN (the CSP's media-src); null while offline. */
  streamUrl: v.nullable(v.string()),
});
export type LiveRoom = v.InferOutput<typeof liveRoomSchema>;

/** SPEC 7 live models: gated as the chat is (CBS3, no nochat label, deposit-capable members). */
export const liveRoomEndpoints = {
  liveRooms: defineEndpoint({
    method: 'GET',
    path: '/wps/relay/CBS_modelList',
    request: v.object({}),
    /** Live rooms first, then by the operator's order. */
    response: v.object({ rooms: v.array(liveRoomSchema) }),
    auth: 'required',
    throttleMs: TIMERS.unreadThrottle,
    silent: true,
  }),
  /**
   * The player of a live room says it is watching: once on opening, then every minute while it plays. A
   * room that went offline answers `live: false` (and counts no one); another merchant's room is not found.
   */
  liveRoomWatch: defineEndpoint({
    method: 'POST',
    path: '/wps/relay/CBS_modelWatch',
    request: v.object({ roomId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    response: v.object({ viewers: v.number(), live: v.boolean() }),
    auth: 'required',
    silent: true,
  }),
};
