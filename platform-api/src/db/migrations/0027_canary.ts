import type { Kysely } from 'kysely';

/**
 * Canary releases: a remote's entry may carry a second version that a share of one merchant's visitors
 * get. Kept on the entry and in its history, so a rollback restores a canary as it was.
 */
const TABLES = ['merchant_remotes', 'merchant_remote_history'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable(table).addColumn('canary_entry', 'text').execute();
    await db.schema.alterTable(table).addColumn('canary_version', 'varchar(64)').execute();
    await db.schema.alterTable(table).addColumn('canary_share', 'integer').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('canary_share').execute();
    await db.schema.alterTable(table).dropColumn('canary_version').execute();
    await db.schema.alterTable(table).dropColumn('canary_entry').execute();
  }
}
