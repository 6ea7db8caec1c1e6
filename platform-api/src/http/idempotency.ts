import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError, badRequest } from './api-error';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,80}$/;

/** The request's idempotency key, required on every money-moving endpoint. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) throw badRequest();
  return key;
}

const hashOf = (payload: unknown) => createHash('sha256').update(JSON.stringify(payload)).digest('hex');

export type Claim = { first: true } | { first: false; response: unknown };

/**
 * Claims a key inside the request's transaction. The first claim inserts the row; a replay finds it and
 * gets the stored answer. On PostgreSQL a concurrent replay waits on the unique key until the first
 * transaction ends, so it sees either the committed answer or (after a rollback) claims the key itself.
 */
export async function claimKey(
  trx: Transaction<DB>,
  claim: { memberId: number; key: string; endpoint: string; payload: unknown },
): Promise<Claim> {
  const requestHash = hashOf(claim.payload);
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({
      member_id: claim.memberId,
      idempotency_key: claim.key,
      endpoint: claim.endpoint,
      request_hash: requestHash,
      response: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['member_id', 'idempotency_key']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  if (inserted) return { first: true };
  const stored = await trx
    .selectFrom('idempotency_keys')
    .select(['endpoint', 'request_hash', 'response'])
    .where('member_id', '=', claim.memberId)
    .where('idempotency_key', '=', claim.key)
    .executeTakeFirstOrThrow();
  // The same key for another call or another payload is a client bug, never a replay.
  if (stored.endpoint !== claim.endpoint || stored.request_hash !== requestHash || stored.response === null)
    throw new ApiError('IDEMPOTENCY_CONFLICT', 409);
  return { first: false, response: JSON.parse(stored.response) };
}

export async function storeResponse(
  trx: Transaction<DB>,
  claim: { memberId: number; key: string },
  response: unknown,
): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ response: JSON.stringify(response ?? null) })
    .where('member_id', '=', claim.memberId)
    .where('idempotency_key', '=', claim.key)
    .execute();
}

/**
 * Whether this key already holds the answer to this very call (same member, endpoint and payload): a
 * client's retry, which gets that answer and moves nothing. Checks that spend a single-use secret (the
 * authenticator code) run only for a call not answered yet.
 */
export async function answeredBefore(
  db: Kysely<DB>,
  claim: { memberId: number; key: string; endpoint: string; payload: unknown },
): Promise<boolean> {
  const stored = await db
    .selectFrom('idempotency_keys')
    .select(['endpoint', 'request_hash', 'response'])
    .where('member_id', '=', claim.memberId)
    .where('idempotency_key', '=', claim.key)
    .executeTakeFirst();
  return (
    stored !== undefined &&
    stored.response !== null &&
    stored.endpoint === claim.endpoint &&
    stored.request_hash === hashOf(claim.payload)
  );
}
