import * as v from 'valibot';
import { defineEndpoint } from './define';

/** A timed red-envelope rain of a merchant: envelopes fall between `startsAt` and `endsAt`. */
export const redRainEventSchema = v.object({
  id: v.number(),
  title: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
});

/** What the member caught in an event: the reward the reward centre holds for it. */
export const redRainCatchSchema = v.object({
  eventId: v.number(),
  rewardId: v.number(),
  amount: v.number(),
});

export const redRainEndpoints = {
  /** The running event, else the next one (null when none is planned), with the member's catch. */
  redRainEvent: defineEndpoint({
    method: 'GET',
    path: '/wps/redRain/event',
    request: v.object({}),
    response: v.object({
      event: v.nullable(redRainEventSchema),
      serverTime: v.string(),
      caught: v.nullable(redRainCatchSchema),
    }),
    auth: 'optional',
  }),
  /** One catch per member per event: the server picks the amount and grants it as a reward. */
  redRainCatch: defineEndpoint({
    method: 'POST',
    path: '/wps/redRain/catch',
    request: v.object({ eventId: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    response: redRainCatchSchema,
    auth: 'required',
    idempotent: true,
  }),
};

export type RedRainEvent = v.InferOutput<typeof redRainEventSchema>;
export type RedRainCatch = v.InferOutput<typeof redRainCatchSchema>;
