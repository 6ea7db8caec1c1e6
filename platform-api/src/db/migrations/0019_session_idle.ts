import { type Kysely, sql } from 'kysely';

/** Sessions remember when they were last used, for the sliding idle timeout (ASVS V7.3.1). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'varchar(32)').execute();
  await sql`update sessions set last_seen_at = created_at`.execute(db);
  await db.schema.createIndex('sessions_last_seen_idx').on('sessions').column('last_seen_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_last_seen_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
