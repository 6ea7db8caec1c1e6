import type { Kysely } from 'kysely';

/**
 * Issue 26 finding 6: failed logins no longer lock an account (a stranger could lock the owner out);
 * they bring a captcha and growing delays read from `account_events` (docs/decisions/0171).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_locks').ifExists().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_locks')
    .addColumn('merchant_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_locks_pk', ['merchant_code', 'username'])
    .execute();
}
