import type { Kysely } from 'kysely';

/**
 * Ledger references and idempotency keys: each ledger row can name what caused it (an order, a bet, a
 * claim), and a money-moving request's key is stored with its first answer in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transactions').addColumn('reference', 'varchar(64)').execute();
  await db.schema
    .createIndex('transactions_reference_idx')
    .on('transactions')
    .columns(['member_id', 'reference'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('endpoint', 'varchar(80)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['member_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await db.schema.dropIndex('transactions_reference_idx').execute();
  await db.schema.alterTable('transactions').dropColumn('reference').execute();
}
