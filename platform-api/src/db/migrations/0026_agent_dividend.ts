import type { Kysely } from 'kysely';

/**
 * Dividend payouts: one row per paid agent and period (the primary key makes a second payout of the
 * same period impossible, whatever runs at the same time). The amount lives only in the ledger rows
 * the payout wrote; this row points at the payer's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dividend_payouts')
    .addColumn('payee_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('period_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('payer_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('dividend_payouts_pk', ['payee_id', 'period_start'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dividend_payouts').execute();
}
