import type { Kysely } from 'kysely';

/**
 * Issue 33: canaries judged by the numbers. `merchant_remotes` keeps when its canary started and, for one
 * judged automatically, its policy (minimum samples, error-rate and INP margins, timeout); the history rows
 * keep who made a change and why (`auto`, "auto-abort: …"); `platform_leases` holds the lease that lets one
 * API instance at a time run a background job (the canary judge), with its last run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  const remotes = () => db.schema.alterTable('merchant_remotes');
  await remotes().addColumn('canary_started_at', 'varchar(32)').execute();
  await remotes().addColumn('canary_min_samples', 'integer').execute();
  await remotes().addColumn('canary_error_margin', 'double precision').execute();
  await remotes().addColumn('canary_inp_margin_ms', 'integer').execute();
  await remotes().addColumn('canary_timeout_minutes', 'integer').execute();
  await db.schema.alterTable('merchant_remote_history').addColumn('actor', 'varchar(16)').execute();
  await db.schema.alterTable('merchant_remote_history').addColumn('reason', 'varchar(240)').execute();
  await db.schema
    .createTable('platform_leases')
    .addColumn('name', 'varchar(48)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(80)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_run_at', 'varchar(32)')
    .addColumn('last_run_by', 'varchar(80)')
    .addColumn('last_run_summary', 'varchar(240)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('platform_leases').execute();
  await db.schema.alterTable('merchant_remote_history').dropColumn('reason').execute();
  await db.schema.alterTable('merchant_remote_history').dropColumn('actor').execute();
  for (const column of [
    'canary_timeout_minutes',
    'canary_inp_margin_ms',
    'canary_error_margin',
    'canary_min_samples',
    'canary_started_at',
  ])
    await db.schema.alterTable('merchant_remotes').dropColumn(column).execute();
}
