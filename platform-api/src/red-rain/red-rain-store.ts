import { randomInt } from 'node:crypto';
import { isFreePlay, type RedRainCatch, type RedRainEvent } from '@mobile/shared-contracts';
import { centsToAmount } from '../common/money';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { ApiError, notFound } from '../http/api-error';
import { refuseMarketing } from '../protection/marketing-guard';
import { grantReward } from '../rewards/reward-store';

export const RED_RAIN_SOURCE = 'red-rain';
/** The reward's reference names the event: grantReward makes one per (member, reference). */
export const redRainReference = (eventId: number) => `${RED_RAIN_SOURCE}:${eventId}`;

/** Draws a catch in whole cents between the event's bounds, both included (crypto RNG: not guessable). */
export type DrawCents = (minCents: number, maxCents: number) => number;
export const drawCents: DrawCents = (min, max) => randomInt(min, max + 1);

/** The running event of the merchant, else the next one to start; null when none is planned. */
export async function currentOrNextEvent(
  db: Db,
  merchantCode: string,
  now: Date,
): Promise<RedRainEvent | null> {
  const row = await db
    .selectFrom('red_rain_events')
    .select(['id', 'title', 'starts_at', 'ends_at'])
    .where('merchant_code', '=', merchantCode)
    .where('ends_at', '>', now.toISOString())
    .orderBy('starts_at')
    .orderBy('id')
    .executeTakeFirst();
  return row ? { id: row.id, title: row.title, startsAt: row.starts_at, endsAt: row.ends_at } : null;
}

/** The member's catch in an event, read from the reward it was granted as. */
export async function findCatch(db: Db, memberId: number, eventId: number): Promise<RedRainCatch | null> {
  const row = await db
    .selectFrom('rewards')
    .select(['id', 'amount_cents'])
    .where('member_id', '=', memberId)
    .where('reference', '=', redRainReference(eventId))
    .executeTakeFirst();
  return row ? { eventId, rewardId: row.id, amount: centsToAmount(row.amount_cents) } : null;
}

export interface CatchRequest {
  merchantCode: string;
  memberId: number;
  memberType: number;
  eventId: number;
  now: Date;
  draw?: DrawCents;
}

/**
 * A member's catch: free play and excluded members are refused, the event must be running, and the
 * amount the server draws becomes an issued reward (claimed into the wallet in the reward centre). A
 * second catch, sequential or concurrent, answers the first one's reward and grants nothing more.
 */
export async function catchEnvelope(db: Db, request: CatchRequest): Promise<RedRainCatch> {
  const { memberId, eventId, now } = request;
  if (isFreePlay(request.memberType)) throw new ApiError('FREE_REJECT', 403);
  const event = await db
    .selectFrom('red_rain_events')
    .selectAll()
    .where('id', '=', eventId)
    .where('merchant_code', '=', request.merchantCode)
    .executeTakeFirst();
  if (!event) throw notFound();
  const at = now.toISOString();
  if (at < event.starts_at || at >= event.ends_at) throw new ApiError('RED_RAIN_CLOSED', 409);
  // The marketing rule (issue 14): nothing for a member in a time-out or self-exclusion (EXCLUDED 403).
  await refuseMarketing(db, memberId, now);
  const amountCents = (request.draw ?? drawCents)(Number(event.min_cents), Number(event.max_cents));
  await inTransaction(db, (trx) =>
    grantReward(trx, {
      memberId,
      title: event.title,
      source: RED_RAIN_SOURCE,
      amountCents,
      reference: redRainReference(eventId),
      at: now,
    }),
  );
  const caught = await findCatch(db, memberId, eventId);
  if (!caught) throw new Error('a granted red-rain reward vanished');
  return caught;
}
