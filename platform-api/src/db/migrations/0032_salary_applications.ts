import { type Kysely, sql } from 'kysely';

/**
 * An agent's own application for a daily salary contract is an `agent_contracts` row with status APPLIED
 * (until the operator answers it with an offer). At most one open application of a kind per member: a
 * partial unique index, so two applications racing cannot both land (SQLite and PostgreSQL alike).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('agent_contracts_one_application')
    .on('agent_contracts')
    .columns(['member_id', 'kind'])
    .unique()
    .where(sql.ref('status'), '=', 'APPLIED')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('agent_contracts_one_application').execute();
}
