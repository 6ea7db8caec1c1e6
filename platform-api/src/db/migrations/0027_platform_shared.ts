import type { Kysely } from 'kysely';

/**
 * Canary releases: a remote's entry may carry a second version that a share of one merchant's visitors
 * get. Kept on the entry and in its history, so a rollback restores a canary as it was.
 * Shared secrets: the HMAC keys of launch and chat tickets and of the payment gateway, made once in the
 * database when not configured, so every API instance signs and checks with the same key.
 */
const TABLES = ['merchant_remotes', 'merchant_remote_history'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable(table).addColumn('canary_entry', 'text').execute();
    await db.schema.alterTable(table).addColumn('canary_version', 'varchar(64)').execute();
    await db.schema.alterTable(table).addColumn('canary_share', 'integer').execute();
  }
  await db.schema
    .createTable('shared_secrets')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('shared_secrets').execute();
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('canary_share').execute();
    await db.schema.alterTable(table).dropColumn('canary_version').execute();
    await db.schema.alterTable(table).dropColumn('canary_entry').execute();
  }
}
