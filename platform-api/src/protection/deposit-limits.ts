import { DEPOSIT_LIMIT_KINDS, type DepositLimitKind } from '@mobile/shared-contracts';
import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../db/dialect';
import type { DB, Db } from '../db/schema';
import { ApiError } from '../http/api-error';
import { DEFAULT_CURRENCY_SYMBOL } from '../wallet/wallet-store';
import { effectiveLimit, NO_LIMIT } from './cooling-off';
import { activeExclusion } from './exclusions';
import { readLimitStates } from './limit-store';
import { protectionRulesOfMember } from './merchant-rules';
import { windowStart } from './periods';

/** Ledger codes that count as money paid in. */
export const DEPOSIT_TX_CODES = ['DEPOSIT'] as const;

/**
 * Serialises a member's money movements: PostgreSQL locks the wallet row until the transaction ends;
 * SQLite runs one writer at a time already.
 */
async function lockWallet(trx: Transaction<DB>, memberId: number): Promise<void> {
  await trx
    .insertInto('wallets')
    .values({ member_id: memberId, currency_symbol: DEFAULT_CURRENCY_SYMBOL, balance_cents: 0 })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  if (isPostgres(trx as Db))
    await trx
      .selectFrom('wallets')
      .select('member_id')
      .where('member_id', '=', memberId)
      .forUpdate()
      .execute();
}

async function depositedSince(trx: Transaction<DB>, memberId: number, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('tx_code', 'in', [...DEPOSIT_TX_CODES])
    .where('amount_cents', '>', 0)
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** How much more the member may deposit now under each limit in force (none = no limit). */
export async function depositRoom(
  trx: Transaction<DB>,
  memberId: number,
  now: Date,
): Promise<{ kind: DepositLimitKind; limitCents: number; remainingCents: number }[]> {
  const states = await readLimitStates(trx, memberId);
  const rules = await protectionRulesOfMember(trx, memberId);
  const room = [];
  for (const kind of DEPOSIT_LIMIT_KINDS) {
    const limit = effectiveLimit(states.get(kind) ?? NO_LIMIT, now).value;
    if (limit === null) continue;
    const used = await depositedSince(trx, memberId, windowStart(kind, now, rules.timeZone));
    room.push({ kind, limitCents: limit, remainingCents: Math.max(0, limit - used) });
  }
  return room;
}

/**
 * The deposit path calls this inside its transaction, before crediting: it locks the member's wallet,
 * refuses an excluded member, and refuses a deposit over the smallest remaining limit with
 * `DEPOSIT_LIMIT` (409) and `{ kind, limitCents, remainingCents }`. Deposits credited with txCode
 * 'DEPOSIT' in the same transaction are what later checks count.
 */
export async function assertDepositWithinLimits(
  trx: Transaction<DB>,
  memberId: number,
  amountCents: number,
  now: Date = new Date(),
): Promise<void> {
  await lockWallet(trx, memberId);
  const exclusion = await activeExclusion(trx, memberId, now);
  if (exclusion) throw new ApiError('EXCLUDED', 403, { kind: exclusion.kind, endsAt: exclusion.endsAt });
  const room = await depositRoom(trx, memberId, now);
  const tightest = room.sort((a, b) => a.remainingCents - b.remainingCents)[0];
  if (tightest && amountCents > tightest.remainingCents) throw new ApiError('DEPOSIT_LIMIT', 409, tightest);
}
