import { sql, type Transaction } from 'kysely';
import type { DB, Db } from '../db/schema';

/** The conditional points update: no row when the member has none yet or too few for a redemption. */
function addPoints(trx: Transaction<DB>, memberId: number, points: number) {
  let update = trx
    .updateTable('member_points')
    .set({ points: sql<number>`points + ${points}` })
    .where('member_id', '=', memberId);
  if (points < 0) update = update.where('points', '>=', -points);
  return update.returning('points').executeTakeFirst();
}

/**
 * Adds (points > 0) or spends (points < 0) a member's points and writes the entry, inside the
 * caller's transaction. Spending is a conditional update, so points never go below zero even under
 * concurrent redemptions. Returns the points after, or null when the spend is not covered.
 */
export async function movePoints(
  trx: Transaction<DB>,
  move: { memberId: number; kind: 'EARN' | 'REDEEM'; points: number; reference: string; at?: Date },
): Promise<number | null> {
  if (!Number.isSafeInteger(move.points) || move.points === 0)
    throw new Error(`invalid points ${move.points}`);
  // The balance row is made on a member's first earn; updating first saves the insert on every other move.
  let row = await addPoints(trx, move.memberId, move.points);
  if (!row && move.points > 0) {
    await trx
      .insertInto('member_points')
      .values({ member_id: move.memberId, points: 0 })
      .onConflict((oc) => oc.column('member_id').doNothing())
      .execute();
    row = await addPoints(trx, move.memberId, move.points);
  }
  if (!row) return null;
  const after = Number(row.points);
  await trx
    .insertInto('point_entries')
    .values({
      member_id: move.memberId,
      kind: move.kind,
      points: move.points,
      points_after: after,
      reference: move.reference,
      created_at: (move.at ?? new Date()).toISOString(),
    })
    .execute();
  return after;
}

export async function pointsOf(db: Db, memberId: number): Promise<number> {
  const row = await db
    .selectFrom('member_points')
    .select('points')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(row?.points ?? 0);
}

/** Points and the sum of the member's point entries: equal whenever no transaction is half done. */
export async function pointBalances(db: Db, memberId: number): Promise<{ points: number; entrySum: number }> {
  const sum = await db
    .selectFrom('point_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), sql<number>`0`).as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { points: await pointsOf(db, memberId), entrySum: Number(sum.total) };
}
