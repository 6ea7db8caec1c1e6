import type { Kysely } from 'kysely';
import { idColumnType } from '../dialect';

/**
 * Contracts an upline offers an agent (daily salary, dividend, hourly salary): the terms as JSON, and
 * the agent's answer. A PENDING row is what the contract prompts show.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agent_contracts')
    .addColumn('id', idColumnType(db), (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('terms', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('offered_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('agent_contracts_member_idx')
    .on('agent_contracts')
    .columns(['member_id', 'kind', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('agent_contracts').execute();
}
