import type { CustomerSecurityQuestions, SecurityQuestionKey } from '@mobile/shared-contracts';
import { isPostgres } from '../db/dialect';
import { inTransaction } from '../db/in-transaction';
import type { Db } from '../db/schema';
import { hashPassword } from '../security/password';

/**
 * An answer as it is hashed: Unicode-normalised (NFKC), lower case, inner spaces folded, so 'Manila',
 * ' manila ' and 'MANILA' are one answer when a later check compares them.
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export async function readSecurityQuestions(db: Db, memberId: number): Promise<CustomerSecurityQuestions> {
  const rows = await db
    .selectFrom('member_security_answers')
    .select(['question_key', 'set_at'])
    .where('member_id', '=', memberId)
    .orderBy('slot')
    .execute();
  return {
    questionKeys: rows.map((row) => row.question_key as SecurityQuestionKey),
    setAt: rows[0]?.set_at ?? null,
  };
}

/** Replaces the member's whole set in one transaction: never half an old set and half a new one. */
export async function writeSecurityQuestions(
  db: Db,
  memberId: number,
  answers: readonly { questionKey: SecurityQuestionKey; answer: string }[],
  now: Date,
): Promise<void> {
  // Hash before the transaction: scrypt is slow and must not hold the write lock.
  const hashes = await Promise.all(answers.map((a) => hashPassword(normaliseAnswer(a.answer))));
  const setAt = now.toISOString();
  await inTransaction(db, async (trx) => {
    // Two saves at once: on PostgreSQL the second waits here for the first (SQLite runs one writer anyway),
    // so neither inserts beside the other's rows.
    if (isPostgres(trx as Db))
      await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    await trx.deleteFrom('member_security_answers').where('member_id', '=', memberId).execute();
    await trx
      .insertInto('member_security_answers')
      .values(
        answers.map((a, slot) => ({
          member_id: memberId,
          slot,
          question_key: a.questionKey,
          answer_hash: hashes[slot] ?? '',
          set_at: setAt,
        })),
      )
      .execute();
  });
}
