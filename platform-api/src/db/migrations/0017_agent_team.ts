import type { Kysely } from 'kysely';

/**
 * Agent team: each member's rebate (percent in hundredths, so 1.25 % is 125). The team tree walks
 * members by upline (members_parent_idx); KPIs and P&L are never stored, only read from ledger and bets.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('member_rebates')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    .addColumn('rebate_hundredths', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_rebates').execute();
}
