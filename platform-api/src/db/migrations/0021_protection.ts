import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/** Player protection: limits with their waiting changes, reality-check choice, time-outs and self-exclusions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('protection_limits')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(24)', (c) => c.notNull())
    .addColumn('value', 'bigint')
    .addColumn('pending_value', 'bigint')
    .addColumn('pending_from', 'varchar(32)')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('protection_limits_pk', ['member_id', 'kind'])
    .execute();

  await db.schema
    .createTable('protection_prefs')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('reality_check_minutes', 'integer')
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('protection_exclusions')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(8)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
    .addColumn('ended_at', 'varchar(32)')
    .addColumn('ended_by', 'varchar(64)')
    .execute();
  await db.schema
    .createIndex('protection_exclusions_member_idx')
    .on('protection_exclusions')
    .columns(['member_id', 'ends_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('protection_exclusions').execute();
  await db.schema.dropTable('protection_prefs').execute();
  await db.schema.dropTable('protection_limits').execute();
}
