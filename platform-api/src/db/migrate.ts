import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { Db } from './schema';

/** Brings the schema to the latest version; throws so a half-migrated server never starts. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Migration numbers are handed out per task and merged in any order: a database that already ran 0029
  // still runs a later-merged 0027 (each touches only its own tables).
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
