import type { Kysely } from 'kysely';

/**
 * Daily salary payouts: one row per agent and UTC day (the primary key makes a second payout of the same
 * day impossible, whatever runs at the same time). The amount lives in the ledger row `reference` names.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('salary_payouts')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('salary_payouts_pk', ['member_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('salary_payouts').execute();
}
