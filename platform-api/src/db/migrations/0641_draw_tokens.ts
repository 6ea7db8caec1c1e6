import type { Kysely } from 'kysely';

/**
 * A session's draw-only credential (docs/decisions/0641): the SHA-256 of a second random token, kept on the
 * session's own row so that whatever ends the session (sign-out, idle or absolute expiry, ending all
 * sessions) ends it too. Null until the page asks for one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('draw_token_hash', 'varchar(64)').execute();
  await db.schema
    .createIndex('sessions_draw_token_idx')
    .unique()
    .on('sessions')
    .column('draw_token_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_draw_token_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('draw_token_hash').execute();
}
