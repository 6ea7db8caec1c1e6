import type { Kysely } from 'kysely';

/** Age gate: the birth date a member gave at registration ('YYYY-MM-DD'; null for older accounts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('birth_date', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('birth_date').execute();
}
