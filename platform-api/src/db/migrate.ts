import { Migrator } from 'kysely/migration';
import { migrationProvider } from './migrations';
import type { Db } from './schema';

/** Brings the schema to the latest version; throws so a half-migrated server never starts. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Areas get numbers in advance and merge in any order (0023 may land after 0029): a database that
  // already ran the higher one still gets the lower one, instead of refusing to start.
  const migrator = new Migrator({ db, provider: migrationProvider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
