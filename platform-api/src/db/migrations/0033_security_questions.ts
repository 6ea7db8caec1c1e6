import type { Kysely } from 'kysely';

/**
 * The member's security questions (`/wps/member/customerSecurityQuestions`): one row a chosen question,
 * the answer kept only as a password hash (scrypt, like the login password), set all at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_security_answers')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('question_key', 'varchar(32)', (c) => c.notNull())
    .addColumn('answer_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('set_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_security_answers_pk', ['member_id', 'slot'])
    .addUniqueConstraint('member_security_answers_question', ['member_id', 'question_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_security_answers').execute();
}
