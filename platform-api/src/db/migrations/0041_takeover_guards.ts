import type { Kysely } from 'kysely';

/**
 * Issue 26 findings 9 and 10: the withdrawal password's own attempt counter (one row a member that has
 * ever got it wrong) and the single-use nonces of encrypted credential bodies, shared by every API
 * instance through the database (the primary key makes a second use of a nonce fail, race-free).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payment_password_guards')
    .addColumn('member_id', 'integer', (c) => c.primaryKey().references('members.id').onDelete('cascade'))
    /** Wrong tries since the last right one or the last lock. */
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    /** Tries being checked right now (each holds a slot of the budget), and when the last one began. */
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pending_since', 'varchar(32)')
    .addColumn('locked_until', 'varchar(32)')
    .execute();
  await db.schema
    .createTable('credential_nonces')
    .addColumn('nonce', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credential_nonces_expiry')
    .on('credential_nonces')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credential_nonces').execute();
  await db.schema.dropTable('payment_password_guards').execute();
}
