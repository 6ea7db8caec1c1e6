import type { Kysely } from 'kysely';

/** The member's chosen site avatar (`/wps/member/icon`): a number of AVATAR_IDS, null while none is chosen. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('avatar', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('avatar').execute();
}
