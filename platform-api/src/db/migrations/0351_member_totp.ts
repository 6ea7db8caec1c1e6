import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Issue 31: the second step for money. `member_totp` holds a member's authenticator secret (AES-256-GCM,
 * never sent again after enrolment), whether it is on, the last time step used (replays) and the wrong
 * codes in a row (lock); `member_totp_recovery` the recovery codes as SHA-256, each used once;
 * `member_totp_log` who turned it on, off or reset it, and when (docs/decisions/0351, 0352, 0353).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_totp')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(255)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('enabled_at', 'varchar(32)')
    .addColumn('last_step', 'bigint')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('member_totp_recovery')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('member_totp_recovery_member')
    .on('member_totp_recovery')
    .column('member_id')
    .execute();
  await db.schema
    .createTable('member_totp_log')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('action', 'varchar(16)', (c) => c.notNull())
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('note', 'varchar(300)')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_totp_log_member').on('member_totp_log').column('member_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_totp_log').execute();
  await db.schema.dropTable('member_totp_recovery').execute();
  await db.schema.dropTable('member_totp').execute();
}
