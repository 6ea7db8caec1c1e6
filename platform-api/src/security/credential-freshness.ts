import { randomInt } from 'node:crypto';
import { CREDENTIAL_MAX_AGE_MS, CREDENTIAL_MAX_AHEAD_MS } from '@mobile/shared-contracts';
import * as v from 'valibot';
import type { Db } from '../db/schema';
import { badRequest } from '../http/api-error';

const sealedSchema = v.object({
  issuedAt: v.pipe(v.number(), v.integer()),
  nonce: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)),
  payload: v.unknown(),
});

/** Servers' clocks may differ a little: a nonce is kept this much longer than its body could be accepted. */
const CLOCK_MARGIN_MS = 60_000;

export interface SealedBody {
  payload: unknown;
  nonce: string;
  issuedAt: number;
}

/**
 * Issue 26 finding 10: what an opened credential body holds, if it is fresh (sealed at most
 * CREDENTIAL_MAX_AGE_MS ago, and not from the future). Anything else is a plain 400 like any other
 * bad envelope.
 */
export function freshSealedBody(opened: unknown, now: Date): SealedBody {
  const parsed = v.safeParse(sealedSchema, opened);
  if (!parsed.success) throw badRequest();
  const { issuedAt } = parsed.output;
  const at = now.getTime();
  if (issuedAt < at - CREDENTIAL_MAX_AGE_MS || issuedAt > at + CREDENTIAL_MAX_AHEAD_MS) throw badRequest();
  return parsed.output;
}

/**
 * Uses up a body's nonce: it goes into `credential_nonces` (shared by every API instance), whose
 * primary key lets exactly one of any number of concurrent replays in; the others are a 400.
 */
export async function spendNonce(db: Db, body: SealedBody, now: Date): Promise<void> {
  const expiresAt = new Date(body.issuedAt + CREDENTIAL_MAX_AGE_MS + CLOCK_MARGIN_MS).toISOString();
  const inserted = await db
    .insertInto('credential_nonces')
    .values({ nonce: body.nonce, expires_at: expiresAt })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) throw badRequest();
  // Housekeeping rides along, about once in 50 bodies: a used nonce is only kept while it could be replayed.
  if (randomInt(50) === 0) await pruneNonces(db, now);
}

export async function pruneNonces(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('credential_nonces').where('expires_at', '<', now.toISOString()).execute();
}
