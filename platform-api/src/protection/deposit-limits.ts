import { DEPOSIT_LIMIT_KINDS, type DepositLimitKind } from '@mobile/shared-contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { ApiError } from '../http/api-error';
import { lockWallet } from '../wallet/wallet-lock';
import { effectiveLimit, NO_LIMIT } from './cooling-off';
import { activeExclusion } from './exclusions';
import { readLimitStates } from './limit-store';
import { protectionRulesOfMember } from './merchant-rules';
import { windowStart } from './periods';

/** Ledger codes that count as money paid in. */
export const DEPOSIT_TX_CODES = ['DEPOSIT'] as const;

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

/** Amounts of the member's orders still waiting for payment, created since `since` (reserved room). */
async function pendingSince(trx: Transaction<DB>, memberId: number, since: Date): Promise<number> {
  const row = await trx
    .selectFrom('deposit_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'PENDING')
    .where('created_at', '>=', since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface DepositRoom {
  kind: DepositLimitKind;
  limitCents: number;
  remainingCents: number;
}

/**
 * How much more the member may deposit now under each limit in force (none = no limit): the limit less
 * the deposits credited in its period and, when `countPending`, less the orders still waiting for payment
 * that were created in that period (a new order reserves its room, so two orders cannot straddle a limit).
 */
export async function depositRoom(
  trx: Transaction<DB>,
  memberId: number,
  now: Date,
  countPending = true,
): Promise<DepositRoom[]> {
  const states = await readLimitStates(trx, memberId);
  const rules = await protectionRulesOfMember(trx, memberId);
  const room: DepositRoom[] = [];
  for (const kind of DEPOSIT_LIMIT_KINDS) {
    const limit = effectiveLimit(states.get(kind) ?? NO_LIMIT, now).value;
    if (limit === null) continue;
    const since = windowStart(kind, now, rules.timeZone);
    const used =
      (await depositedSince(trx, memberId, since)) +
      (countPending ? await pendingSince(trx, memberId, since) : 0);
    room.push({ kind, limitCents: limit, remainingCents: Math.max(0, limit - used) });
  }
  return room;
}

export type DepositRefusal =
  | { code: 'EXCLUDED'; value: { kind: string; endsAt: string } }
  | { code: 'DEPOSIT_LIMIT'; value: DepositRoom };

/**
 * Why `amountCents` may not be paid in now, or null. Locks the member's wallet first, so what it reads
 * stays true until the caller's transaction ends. `countPending`: at order creation the member's waiting
 * orders count; at confirmation only credited money does (the order itself is one of the waiting ones).
 */
export async function depositRefusal(
  trx: Transaction<DB>,
  memberId: number,
  amountCents: number,
  now: Date,
  countPending: boolean,
): Promise<DepositRefusal | null> {
  await lockWallet(trx, memberId);
  const exclusion = await activeExclusion(trx, memberId, now);
  if (exclusion) return { code: 'EXCLUDED', value: { kind: exclusion.kind, endsAt: exclusion.endsAt } };
  const room = await depositRoom(trx, memberId, now, countPending);
  const tightest = room.sort((a, b) => a.remainingCents - b.remainingCents)[0];
  if (tightest && amountCents > tightest.remainingCents) return { code: 'DEPOSIT_LIMIT', value: tightest };
  return null;
}

/**
 * The deposit path calls this inside its transaction, before creating an order or crediting: it refuses
 * an excluded member (`EXCLUDED` 403) and a deposit over the smallest remaining limit, waiting orders
 * included, with `DEPOSIT_LIMIT` (409) and `{ kind, limitCents, remainingCents }`.
 */
export async function assertDepositWithinLimits(
  trx: Transaction<DB>,
  memberId: number,
  amountCents: number,
  now: Date = new Date(),
): Promise<void> {
  const refusal = await depositRefusal(trx, memberId, amountCents, now, true);
  if (refusal) throw new ApiError(refusal.code, refusal.code === 'EXCLUDED' ? 403 : 409, refusal.value);
}
