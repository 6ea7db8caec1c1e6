import type { Db } from '../db/schema';
import { ApiError } from '../http/api-error';

/** The agent's open daily salary application: when it was made, or null without one. */
export async function salaryApplicationOf(db: Db, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('agent_contracts')
    .select('offered_at')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'dailySalary')
    .where('status', '=', 'APPLIED')
    .executeTakeFirst();
  return row?.offered_at ?? null;
}

const hasPendingOffer = async (db: Db, memberId: number) =>
  (await db
    .selectFrom('agent_contracts')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'dailySalary')
    .where('status', '=', 'PENDING')
    .executeTakeFirst()) !== undefined;

/**
 * Records the agent's application (MCS2_applyContractDailySal) as an APPLIED salary contract the operator
 * answers with an offer. Refused (409 CONTRACT_PENDING) while an application or an offer waits; the
 * partial unique index of 0032 keeps racing applications to one.
 */
export async function applyForSalaryContract(db: Db, memberId: number, now: Date): Promise<string> {
  if ((await salaryApplicationOf(db, memberId)) !== null || (await hasPendingOffer(db, memberId)))
    throw new ApiError('CONTRACT_PENDING', 409);
  const appliedAt = now.toISOString();
  try {
    await db
      .insertInto('agent_contracts')
      .values({
        member_id: memberId,
        kind: 'dailySalary',
        period: 'DAILY',
        terms: '[]',
        status: 'APPLIED',
        offered_at: appliedAt,
        decided_at: null,
      })
      .execute();
  } catch (error) {
    // The unique index refused a twin that landed first: the same answer as the check above.
    if ((await salaryApplicationOf(db, memberId)) !== null) throw new ApiError('CONTRACT_PENDING', 409);
    throw error;
  }
  return appliedAt;
}

/** The operator answers the open application with an offer: the row becomes a PENDING contract. */
export async function answerSalaryApplication(
  db: Db,
  memberId: number,
  terms: { term: string; value: number }[],
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('agent_contracts')
    .set({ status: 'PENDING', period: 'DAILY', terms: JSON.stringify(terms), offered_at: now.toISOString() })
    .where('member_id', '=', memberId)
    .where('kind', '=', 'dailySalary')
    .where('status', '=', 'APPLIED')
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}
