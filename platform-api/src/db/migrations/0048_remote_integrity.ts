import type { Kysely } from 'kysely';

/**
 * Issue 26 finding 17: the SHA-384 integrity of each remote's remoteEntry.js (`sha384-…`), taken when the
 * operator points the remote at a URL (or from the build for seeded merchants), for the stable entry and for
 * a running canary; kept on the history rows too, so a rollback restores the hash with its entry. Null: no
 * integrity (an entry whose file changes by design, such as a team's dev server).
 */
const TABLES = ['merchant_remotes', 'merchant_remote_history'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    // One column per statement: SQLite adds a single column per ALTER TABLE.
    await db.schema.alterTable(table).addColumn('integrity', 'varchar(80)').execute();
    await db.schema.alterTable(table).addColumn('canary_integrity', 'varchar(80)').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('canary_integrity').execute();
    await db.schema.alterTable(table).dropColumn('integrity').execute();
  }
}
